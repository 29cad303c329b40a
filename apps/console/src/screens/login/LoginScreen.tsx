import { loginForm, loginMessages } from '@satchel/stores';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import { SignInFrame } from './SignInFrame.js';

/** The sign-in form. The store validates, calls the server and reports failures itself. */
export function LoginScreen() {
  const form = useFormStore(loginForm);
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
    </SignInFrame>
  );
}
