import { useStore } from '@nanostores/react';
import { $codeStep, loginForm, loginMessages, twoStepLoginMessages } from '@satchel/stores';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import { SignInFrame } from './SignInFrame.js';

/**
 * The sign-in form. The store validates, calls the server and reports failures itself. An
 * operator with two-step sign-in is asked for their code once the password was right (issue 30).
 */
export function LoginScreen() {
  const form = useFormStore(loginForm);
  const codeStep = useStore($codeStep);
  const texts = loginMessages;
  return (
    <SignInFrame
      id="login-title"
      title={texts.welcome}
      subtitle={texts.subtitle}
      submitLabel={texts.signIn}
      busy={form.busy}
      onSubmit={() => void loginForm.submit()}
    >
      <TextField
        label={texts.username}
        placeholder={texts.usernamePlaceholder}
        type="text"
        autocomplete="username"
        {...form.field('username')}
      />
      <TextField
        label={texts.password}
        placeholder={texts.passwordPlaceholder}
        type="password"
        autocomplete="current-password"
        {...form.field('password')}
      />
      {codeStep ? (
        <TextField
          label={twoStepLoginMessages.code}
          placeholder={twoStepLoginMessages.codePlaceholder}
          type="text"
          autocomplete="one-time-code"
          {...form.field('code')}
          value={form.values.code ?? ''}
        />
      ) : null}
    </SignInFrame>
  );
}
