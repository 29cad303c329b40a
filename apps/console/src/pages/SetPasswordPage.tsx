import { messages, team } from '@satchel/stores';
import { TextField } from '../components/form/TextField.js';
import { useFormStore } from '../components/form/useFormStore.js';
import { SignInFrame } from '../screens/login/SignInFrame.js';

const texts = messages.team.setPassword;

/**
 * An invited operator's one-time link (`/set-password#token`, issue 30): the password twice,
 * then the sign-in page. Framed as the sign-in page is.
 */
export function SetPasswordPage() {
  const form = useFormStore(team.setPasswordForm);
  return (
    <SignInFrame
      id="set-password-title"
      title={texts.title}
      subtitle={texts.text}
      submitLabel={texts.submit}
      busy={form.busy}
      onSubmit={() => void team.setPasswordForm.submit()}
    >
      <TextField
        label={texts.password}
        type="password"
        autocomplete="new-password"
        {...form.field('password')}
      />
      <TextField
        label={texts.confirm}
        type="password"
        autocomplete="new-password"
        {...form.field('confirm')}
      />
    </SignInFrame>
  );
}
