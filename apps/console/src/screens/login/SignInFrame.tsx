import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { FormEvent, ReactNode } from 'react';
import { Brand } from '../../components/brand/Brand.js';
import './LoginScreen.css';

interface SignInFrameProps {
  /** The heading's id, which names the form. */
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly submitLabel: string;
  /** A submission is under way: the button spins and is disabled. */
  readonly busy: boolean;
  readonly onSubmit: () => void;
  /** The form's fields. */
  readonly children: ReactNode;
}

/**
 * The page around what comes before the shell: the brand above one card (`children`). The
 * two-step setup a role requires (issue 30) is such a card too, with more than one form.
 */
export function SignInPanel({ children }: { readonly children: ReactNode }) {
  return (
    <main className="login">
      <div className="login__panel">
        <header className="login__brand">
          <Brand />
        </header>
        {children}
      </div>
    </main>
  );
}

/**
 * The pages before the shell (sign-in, an invited operator's set-password link): the brand
 * above one card holding a heading, its line of text, the fields and the one button.
 */
export function SignInFrame({
  id,
  title,
  subtitle,
  submitLabel,
  busy,
  onSubmit,
  children,
}: SignInFrameProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <SignInPanel>
      <form className="login__card" noValidate onSubmit={submit} aria-labelledby={id}>
        <div className="login__intro">
          <h1 id={id} className="login__title">
            {title}
          </h1>
          <p className="login__subtitle">{subtitle}</p>
        </div>
        {children}
        <SlButton type="submit" variant="primary" size="large" disabled={busy} loading={busy}>
          {submitLabel}
        </SlButton>
      </form>
    </SignInPanel>
  );
}
