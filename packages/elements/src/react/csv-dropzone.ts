import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { SatCsvDropzone as SatCsvDropzoneElement } from '../components/csv-dropzone/csv-dropzone.js';
import type { SatFileChangeEvent } from '../events/sat-file-change.js';
import type { SatFileErrorEvent } from '../events/sat-file-error.js';
import type { SatFileProgressEvent } from '../events/sat-file-progress.js';
import type { SatFileRemoveEvent } from '../events/sat-file-remove.js';

/** React wrapper of `<sat-csv-dropzone>`; call `abort()` through a ref. */
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
