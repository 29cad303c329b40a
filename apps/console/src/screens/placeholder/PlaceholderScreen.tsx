import { messages } from '@satchel/stores';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';

/** A known section whose screen has not been built yet: its label and a plain note. */
export function PlaceholderScreen({ title }: { title: string }) {
  return <ScreenHeader title={title} text={messages.notBuiltYet} />;
}
