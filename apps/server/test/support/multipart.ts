import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** One part of a form: a file when it has a file name. */
export interface FormPart {
  readonly field: string;
  readonly content: string | Uint8Array;
  readonly filename?: string;
  /** The part's declared content type (a file's default: text/csv). */
  readonly type?: string;
}

/** A multipart/form-data body exactly as fetch (a browser) would send it. */
export async function multipartBody(
  parts: readonly FormPart[],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined && typeof part.content === 'string') {
      form.append(part.field, part.content);
    } else {
      const blob = new Blob([part.content], { type: part.type ?? 'text/csv' });
      form.append(part.field, blob, part.filename ?? 'upload.csv');
    }
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

export interface UploadOptions {
  /** Default `products.csv`. */
  readonly filename?: string;
  readonly type?: string;
}

/** POSTs `content` as the one file `csvFile` to `/api/v1${path}`; a null token sends none. */
export async function uploadCsv(
  app: FastifyInstance,
  token: string | null,
  path: string,
  content: string | Uint8Array,
  { filename = 'products.csv', type = 'text/csv' }: UploadOptions = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody([
    { field: 'csvFile', content, filename, type },
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    payload,
    headers: {
      'content-type': contentType,
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    },
  });
}
