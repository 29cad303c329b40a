import type SlSelectElement from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import './TextField.css';

interface SelectFieldProps<Value extends string> {
  readonly name: string;
  readonly label: string;
  readonly value: Value;
  readonly options: readonly { readonly value: Value; readonly label: string }[];
  readonly onValueChange: (value: Value) => void;
  readonly error?: string | undefined;
  /** A hint under the field while there is no error. */
  readonly hint?: string | undefined;
  readonly placeholder?: string;
  readonly disabled?: boolean;
}

/**
 * One choice among options (a category, a coupon type), with its message underneath; its value
 * is one of the options' (or the field's blank start).
 */
export function SelectField<Value extends string>({
  error,
  hint,
  onValueChange,
  options,
  ...select
}: SelectFieldProps<Value>) {
  const help = error ?? hint;
  return (
    <SlSelect
      {...select}
      className={error ? 'text-field text-field--invalid' : 'text-field'}
      onSlChange={(event) =>
        onValueChange(String((event.target as SlSelectElement).value) as Value)
      }
    >
      {options.map((option) => (
        <SlOption key={option.value} value={option.value}>
          {option.label}
        </SlOption>
      ))}
      {help ? (
        <span slot="help-text" className={error ? 'text-field__error' : undefined}>
          {help}
        </span>
      ) : null}
    </SlSelect>
  );
}
