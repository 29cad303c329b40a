import { messages } from '@satchel/stores';
import { ScreenHeader } from '../components/screen-header/ScreenHeader.js';

/** The content area for an in-memory path the content map does not know. */
export function SectionNotFound() {
  return <ScreenHeader title={messages.sectionNotFound} />;
}
