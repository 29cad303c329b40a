import { messages } from '@satchel/stores';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import './LoadingIndicator.css';

/** Full-page spinner, announced to assistive technology as a status. */
export function LoadingIndicator() {
  return (
    <div className="loading-indicator" role="status" aria-label={messages.loading}>
      <SlSpinner aria-hidden="true" />
    </div>
  );
}
