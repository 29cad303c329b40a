import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import { registerSatIcons } from '../../internal/register-sat-icons.js';
import { SatDocumentViewer } from './document-viewer.component.js';

export { SatDocumentViewer, satDocumentZoomLevels } from './document-viewer.component.js';
export {
  type SatDocumentViewerStrings,
  satDocumentViewerStrings,
} from './document-viewer.strings.js';
export type { SatDocument } from './document-viewer.types.js';

registerSatIcons();
SatDocumentViewer.define('sat-document-viewer');

declare global {
  interface HTMLElementTagNameMap {
    'sat-document-viewer': SatDocumentViewer;
  }
}
