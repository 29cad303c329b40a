import { messages } from '@satchel/stores';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';

/** The spec's dashboard is a placeholder: its heading only. */
export function DashboardScreen() {
  return <ScreenHeader title={messages.dashboard.title} />;
}
