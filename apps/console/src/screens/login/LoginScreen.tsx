import { useStore } from '@nanostores/react';
import { $loginSubmitting, type LoginValues, login, loginMessages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { FormEvent } from 'react';
import { Brand } from '../../components/brand/Brand.js';
import { TextField } from '../../components/form/TextField.js';
import { useForm } from '../../components/form/useForm.js';
import './LoginScreen.css';

/** The sign-in form. The store validates, calls the server and reports failures itself. */
export function LoginScreen() {
  const submitting = useStore($loginSubmitting);
  const form = useForm<LoginValues>(() => ({ username: '', password: '' }));
  const texts = loginMessages;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.setErrors((await login(form.values)).errors);
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
            name="username"
            label={texts.username}
            placeholder={texts.usernamePlaceholder}
            type="text"
            autocomplete="username"
            value={form.values.username}
            error={form.errors.username}
            onValueChange={form.field('username')}
          />
          <TextField
            name="password"
            label={texts.password}
            placeholder={texts.passwordPlaceholder}
            type="password"
            autocomplete="current-password"
            value={form.values.password}
            error={form.errors.password}
            onValueChange={form.field('password')}
          />
          <SlButton
            type="submit"
            variant="primary"
            size="large"
            disabled={submitting}
            loading={submitting}
          >
            {texts.signIn}
          </SlButton>
        </form>
      </div>
    </main>
  );
}
