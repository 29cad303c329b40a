/**
 * A `<sat-csv-dropzone>` refused a file (not a CSV, or one is already held) or could not read it;
 * `message` is the text it shows.
 */
export class SatFileErrorEvent extends CustomEvent<{ message: string }> {
  constructor(detail: { message: string }) {
    super('sat-file-error', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-file-error': SatFileErrorEvent;
  }
}
