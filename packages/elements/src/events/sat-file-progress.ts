/** A `<sat-csv-dropzone>` read another part of its file: `loaded` of `total` bytes. */
export class SatFileProgressEvent extends CustomEvent<{ loaded: number; total: number }> {
  constructor(detail: { loaded: number; total: number }) {
    super('sat-file-progress', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-file-progress': SatFileProgressEvent;
  }
}
