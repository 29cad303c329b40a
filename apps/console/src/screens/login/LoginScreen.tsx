import { loginForm, loginMessages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { FormEvent } from 'react';
import { Brand } from '../../components/brand/Brand.js';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import './LoginScreen.css';

/** The sign-in form. The store validates, calls the server and reports failures itself. */
export function LoginScreen() {
  const form = useFormStore(loginForm);
  const texts = loginMessages;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void loginForm.submit();
  };

  return (
    <main className="login">
      <div className="login__panel">
        <header className="login__brand">
          <Brand />
        </header>
        <form className="login__card" noValidate onSubmit={submit} aria-labelledby="login-title">
          <div className="login__intro">
            <h1 id="login-title" className="login__title">
              {texts.welcome}
            </h1>
            <p className="login__subtitle">{texts.subtitle}</p>
          </div>
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
          <SlButton
            type="submit"
            variant="primary"
            size="large"
            disabled={form.busy}
            loading={form.busy}
          >
            {texts.signIn}
          </SlButton>
        </form>
      </div>
    </main>
  );
}
