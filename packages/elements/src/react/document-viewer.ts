// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.
import { createComponent } from '@lit/react';
import * as React from 'react';
import { SatDocumentViewer as SatDocumentViewerElement } from '../components/document-viewer/document-viewer.js';

// Every type of the element's module (its events, options, texts), and the element's own class
// under another name, for refs.
export type * from '../components/document-viewer/document-viewer.js';
export type { SatDocumentViewer as SatDocumentViewerElement } from '../components/document-viewer/document-viewer.js';

/** React wrapper of `<sat-document-viewer>`; its API is in the elements' README. */
export const SatDocumentViewer = createComponent({
  tagName: 'sat-document-viewer',
  elementClass: SatDocumentViewerElement,
  react: React,
  events: {},
  displayName: 'SatDocumentViewer',
});
