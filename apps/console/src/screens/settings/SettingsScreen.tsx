import { messages } from '@satchel/stores';
import './SettingsScreen.css';

/** Settings is reachable by path only and shows its placeholder text (spec part 1 §2). */
export function SettingsScreen() {
  return <p className="settings-screen">{messages.settings.placeholder}</p>;
}
