import { useStore } from '@nanostores/react';
import { $loginSubmitting, type LoginErrors, login, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type FormEvent, useState } from 'react';
import { Brand } from '../../components/brand/Brand.js';
import { LoginField } from './LoginField.js';
import './LoginScreen.css';

/** The sign-in form. The store validates, calls the server and reports failures itself. */
export function LoginScreen() {
  const submitting = useStore($loginSubmitting);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const texts = messages.login;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await login({ username, password });
    setErrors(result.errors);
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
          <LoginField
            name="username"
            label={texts.username}
            placeholder={texts.usernamePlaceholder}
            type="text"
            autocomplete="username"
            value={username}
            error={errors.username}
            onValueChange={setUsername}
          />
          <LoginField
            name="password"
            label={texts.password}
            placeholder={texts.passwordPlaceholder}
            type="password"
            autocomplete="current-password"
            value={password}
            error={errors.password}
            onValueChange={setPassword}
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
