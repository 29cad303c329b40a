import { messages, team } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { FormEvent } from 'react';
import { Brand } from '../components/brand/Brand.js';
import { TextField } from '../components/form/TextField.js';
import { useFormStore } from '../components/form/useFormStore.js';
import '../screens/login/LoginScreen.css';

const texts = messages.team.setPassword;

/**
 * An invited operator's one-time link (`/set-password#token`, issue 30): the password twice,
 * then the sign-in page. Laid out as the sign-in page is.
 */
export function SetPasswordPage() {
  const form = useFormStore(team.setPasswordForm);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void team.setPasswordForm.submit();
  };
  return (
    <main className="login">
      <div className="login__panel">
        <header className="login__brand">
          <Brand />
        </header>
        <form
          className="login__card"
          noValidate
          onSubmit={submit}
          aria-labelledby="set-password-title"
        >
          <div className="login__intro">
            <h1 id="set-password-title" className="login__title">
              {texts.title}
            </h1>
            <p className="login__subtitle">{texts.text}</p>
          </div>
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
          <SlButton
            type="submit"
            variant="primary"
            size="large"
            disabled={form.busy}
            loading={form.busy}
          >
            {texts.submit}
          </SlButton>
        </form>
      </div>
    </main>
  );
}
