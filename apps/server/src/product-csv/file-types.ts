import { merchantCsvTypeOf, type ProductCsvType } from '@satchel/api';
import type { productImportCalls } from '@satchel/db/schema';
import { HttpError } from '../http/http-error.js';

/** An upload call, as an import queued from it records it. */
export type ImportCall = (typeof productImportCalls)[number];

/** A file for productUploadCsv: new main products or new variants, never a variant update. */
const mainOrVariant = (header: readonly string[]): ProductCsvType => {
  const type = merchantCsvTypeOf(header);
  if (type === 'variant_update') {
    throw new HttpError(
      400,
      'This is a variant update file (its header has variantId and updateType): upload it with the variant update',
    );
  }
  return type;
};

/** The file type each upload call takes, from the file's header (HttpError when it takes none). */
export const fileTypeOf: Readonly<
  Record<ImportCall, (header: readonly string[]) => ProductCsvType>
> = {
  upload: mainOrVariant,
  variantUpdate: () => 'variant_update',
  assign: () => 'assign',
};
