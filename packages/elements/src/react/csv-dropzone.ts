// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import type {
  SatFileChangeEvent,
  SatFileErrorEvent,
  SatFileProgressEvent,
  SatFileRemoveEvent,
} from '../components/csv-dropzone/csv-dropzone.js';
import { SatCsvDropzone as SatCsvDropzoneElement } from '../components/csv-dropzone/csv-dropzone.js';

// Every type of the element's module (its events, options, texts), and the element's own class
// under another name, for refs.
export type * from '../components/csv-dropzone/csv-dropzone.js';
export type { SatCsvDropzone as SatCsvDropzoneElement } from '../components/csv-dropzone/csv-dropzone.js';

/** React wrapper of `<sat-csv-dropzone>`; its API is in the elements' README. */
export const SatCsvDropzone = createComponent({
  tagName: 'sat-csv-dropzone',
  elementClass: SatCsvDropzoneElement,
  react: React,
  events: {
    onSatFileChange: 'sat-file-change' as EventName<SatFileChangeEvent>,
    onSatFileProgress: 'sat-file-progress' as EventName<SatFileProgressEvent>,
    onSatFileRemove: 'sat-file-remove' as EventName<SatFileRemoveEvent>,
    onSatFileError: 'sat-file-error' as EventName<SatFileErrorEvent>,
  },
  displayName: 'SatCsvDropzone',
});
