/** The user removed the file a `<sat-csv-dropzone>` held (or stopped it being read). */
export class SatFileRemoveEvent extends CustomEvent<Record<string, never>> {
  constructor() {
    super('sat-file-remove', { bubbles: true, composed: true, detail: {} });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-file-remove': SatFileRemoveEvent;
  }
}
