import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useEffect, useRef } from 'react';

interface LoginFieldProps {
  name: string;
  label: string;
  placeholder: string;
  type: 'text' | 'password';
  autocomplete: string;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
}

/** One labelled sign-in input with its validation message underneath. */
export function LoginField({ error, onValueChange, ...input }: LoginFieldProps) {
  const ref = useRef<SlInputElement>(null);

  // sl-input describes its native input by the help-text slot but has no aria-invalid of its own,
  // and that input lives in sl-input's shadow root, out of React's reach.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    void element.updateComplete.then(() => {
      element.input.setAttribute('aria-invalid', error ? 'true' : 'false');
    });
  }, [error]);

  return (
    <SlInput
      ref={ref}
      {...input}
      className={error ? 'login-field login-field--invalid' : 'login-field'}
      onSlInput={(event) => onValueChange((event.target as SlInputElement).value)}
    >
      {error ? (
        <span slot="help-text" className="login-field__error">
          {error}
        </span>
      ) : null}
    </SlInput>
  );
}
