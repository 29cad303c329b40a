/** The texts `<sat-document-viewer>` shows itself; a host overrides any of them through `strings`. */
export interface SatDocumentViewerStrings {
  /** In place of a document that was not uploaded. */
  readonly missing: string;
  /** In place of a document whose picture could not be loaded (gone, or its link expired). */
  readonly unavailable: string;
  /** The button back from one document to all of them. */
  readonly back: string;
  readonly previous: string;
  readonly next: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  /** Back to the whole document in view. */
  readonly fit: string;
  /** The link that opens the picture itself in a new tab. */
  readonly openFullSize: string;
  /** A document's place among them: "2 of 4" (a function: each language orders it its way). */
  readonly positionOf: (position: number, count: number) => string;
}

export const satDocumentViewerStrings: SatDocumentViewerStrings = {
  missing: 'Not uploaded',
  unavailable: 'This document could not be loaded',
  back: 'All documents',
  previous: 'Previous document',
  next: 'Next document',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit to view',
  openFullSize: 'Open full size',
  positionOf: (position, count) => `${position} of ${count}`,
};
