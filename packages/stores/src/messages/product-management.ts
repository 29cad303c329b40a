import {
  type CsvIssue,
  formatCount,
  type ProductCsvType,
  pluralOf,
  productCsvMessages,
} from '@satchel/api';

/** Texts of Product Management: one merchant's verification and its CSV tools. */
export const productManagement = {
  title: 'Product Management',
  merchantId: 'Merchant ID',
  merchantIdPlaceholder: 'Enter the 24-character merchant id',
  fetch: 'Fetch Merchant',
  notActive: 'This merchant status is not active',
  verify: 'Verify Merchant',
  verifiedLabel: 'Verified',
  verified: 'Merchant Verified Success',
  templates: 'Templates',
  templateOf: {
    main: 'Main products template',
    variant: 'Variants template',
    variant_update: 'Variant update template',
    assign: 'Bulk assign template',
  } satisfies Record<ProductCsvType, string>,
  templateFailed: 'Template Download Failed',
  upload: 'Upload',
  /** The upload panel's target: the verified merchant its files are imported for. */
  uploadsTo: (storeName: string, id: string) => `Uploads go to ${storeName} (${id})`,
  fileKind: {
    main: 'New main products',
    variant: 'New variants',
    variant_update: 'Variant updates',
    assign: 'Products assigned to merchants',
  } satisfies Record<ProductCsvType, string>,
  rowsOf: (count: number) =>
    `${formatCount(count)} ${pluralOf(count, 'en-IN', { one: 'row', other: 'rows' })}`,
  fixBeforeUpload: 'Fix the problems listed under the file, then press Check again.',
  imported: 'Bulk Operation successfully done',
  uploadFailed: 'CSV Upload Fail',
  issueLine: ({ row, column, message }: CsvIssue) =>
    `${row === 0 ? 'Header' : `Row ${row}`}${column ? `, ${column}` : ''}: ${message}`,
  moreIssues: (count: number) => `and ${formatCount(count)} more, listed under the file`,
  /** A large file, imported by the server after the upload: how far it got. */
  importProgress: (fileName: string, rows: number, percent: number) =>
    `${fileName}: ${formatCount(rows)} rows read (${percent}%)`,
  importFailed: 'The import failed on the server; upload the file again',
  /** What the CSV rules say of a header or a cell before upload, the same the server answers. */
  rules: productCsvMessages,
} as const;
