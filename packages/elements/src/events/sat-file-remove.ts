/** The user removed the file a `<sat-csv-dropzone>` held (or stopped it being read). */
export type SatFileRemoveEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-file-remove': SatFileRemoveEvent;
  }
}
