/** Texts every list screen shares: its table's own tools (Export, …). */
export const lists = {
  export: 'Export',
  /** The Export button's accessible name, with the number of rows the file will hold. */
  exportRows: (total: number) => `Export ${total.toLocaleString('en-IN')} rows as CSV`,
  exportDownloaded: (fileName: string) => `${fileName} downloaded`,
  exportStarted: (total: number) =>
    `Exporting ${total.toLocaleString('en-IN')} rows: the file downloads when it is ready`,
  exportProgress: (fileName: string, written: number, total: number) =>
    `${fileName}: ${written.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} rows`,
  exportReady: (fileName: string) => `${fileName} is ready`,
  exportDownload: 'Download',
  exportFailed: 'Export failed',
  exportLost: 'The export stopped being reported; start it again',
  /** A switch's state in an exported file (a toggle column). */
  yes: 'Yes',
  no: 'No',
} as const;
