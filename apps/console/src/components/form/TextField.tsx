import type SlInputElement from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useEffect, useRef } from 'react';
import './TextField.css';

interface TextFieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** The field's validation message, shown under it and announced with it. */
  readonly error?: string | undefined;
  /** A hint under the field while there is no error. */
  readonly hint?: string | undefined;
  readonly type?: 'text' | 'password' | 'date' | 'number' | 'search' | 'url';
  readonly placeholder?: string;
  /** The most characters it takes: the contract's `maxLength` of the field (its constant). */
  readonly maxlength?: number | undefined;
  readonly min?: string | number;
  readonly max?: string | number;
  readonly step?: number | 'any';
  readonly inputmode?: 'text' | 'decimal' | 'numeric';
  readonly autocomplete?: string;
  readonly clearable?: boolean;
  readonly disabled?: boolean;
  /**
   * Enter in this field does this instead of submitting the form around it (a search box
   * inside a form dialog, whose own Enter is the dialog's action).
   */
  readonly onEnter?: () => void;
}

/**
 * The console's one text field: a labelled sl-input with its validation message (or a hint)
 * underneath. NumberField and DateField are this field with their type set.
 */
export function TextField({
  error,
  hint,
  onValueChange,
  onEnter,
  type = 'text',
  autocomplete = 'off',
  ...input
}: TextFieldProps) {
  const ref = useRef<SlInputElement>(null);

  // sl-input describes its native input by the help-text slot but sets no aria-invalid, and that
  // input lives in sl-input's shadow root, out of React's reach.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    void element.updateComplete.then(() => {
      element.input.setAttribute('aria-invalid', error ? 'true' : 'false');
    });
  }, [error]);

  const help = error ?? hint;
  return (
    <SlInput
      ref={ref}
      {...input}
      type={type}
      autocomplete={autocomplete}
      className={error ? 'text-field text-field--invalid' : 'text-field'}
      onSlInput={(event) => onValueChange((event.target as SlInputElement).value)}
      onKeyDown={
        onEnter &&
        ((event) => {
          if (event.key !== 'Enter') return;
          // sl-input submits its form later unless the key press was handled.
          event.preventDefault();
          onEnter();
        })
      }
    >
      {help ? (
        <span slot="help-text" className={error ? 'text-field__error' : undefined}>
          {help}
        </span>
      ) : null}
    </SlInput>
  );
}
