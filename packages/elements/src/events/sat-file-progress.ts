/** A `<sat-csv-dropzone>` read another part of its file: `loaded` of `total` bytes. */
export type SatFileProgressEvent = CustomEvent<{ loaded: number; total: number }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-file-progress': SatFileProgressEvent;
  }
}
