import { messages, requestLogout } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { TwoStepSetup } from '../components/two-step/TwoStepSetup.js';
import { SignInPanel } from '../screens/login/SignInFrame.js';

const texts = messages.account.twoStep;

/**
 * Right after the password, for an operator whose role requires two-step sign-in and who has
 * none (issue 30): nothing else of the console until it is set up. Framed as the sign-in page.
 */
export function TwoStepSetupPage() {
  return (
    <SignInPanel>
      <section className="login__card" aria-labelledby="two-step-title">
        <div className="login__intro">
          <h1 id="two-step-title" className="login__title">
            {texts.requiredTitle}
          </h1>
          <p className="login__subtitle">{texts.requiredText}</p>
        </div>
        <TwoStepSetup />
        <SlButton variant="text" onClick={requestLogout}>
          {messages.shell.logout}
        </SlButton>
      </section>
    </SignInPanel>
  );
}
