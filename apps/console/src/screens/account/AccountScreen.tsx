import { messages } from '@satchel/stores';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { PasswordPanel } from './PasswordPanel.js';
import { SessionsPanel } from './SessionsPanel.js';
import { SignInHistory } from './SignInHistory.js';
import { TwoStepPanel } from './TwoStepPanel.js';
import './AccountScreen.css';

/**
 * My account (issue 30, "Stronger sign-in"), reached from the profile menu: the signed-in
 * operator's two-step sign-in, password, other sessions and sign-in history.
 */
export function AccountScreen() {
  return (
    <div className="account-screen">
      <ScreenHeader title={messages.account.title} />
      <TwoStepPanel />
      <PasswordPanel />
      <SessionsPanel />
      <SignInHistory />
    </div>
  );
}
