/**
 * A `<sat-csv-dropzone>` refused a file (not a CSV, or one is already held) or could not read it;
 * `message` is the text it shows.
 */
export type SatFileErrorEvent = CustomEvent<{ message: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-file-error': SatFileErrorEvent;
  }
}
