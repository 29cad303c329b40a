import { messages } from '@satchel/stores';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import './LoadingIndicator.css';

/**
 * A spinner announced to assistive technology as a status: the whole page's, or (inline) the
 * content area's while a screen loads.
 */
export function LoadingIndicator({ inline = false }: { inline?: boolean }) {
  return (
    <div
      className={inline ? 'loading-indicator loading-indicator--inline' : 'loading-indicator'}
      role="status"
      aria-label={messages.loading}
    >
      <SlSpinner aria-hidden="true" />
    </div>
  );
}
