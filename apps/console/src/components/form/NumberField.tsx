import { TextField } from './TextField.js';

type NumberFieldProps = Omit<Parameters<typeof TextField>[0], 'type' | 'inputmode'> & {
  /** Whole numbers only (counts, limits); decimals otherwise (amounts). */
  readonly integer?: boolean;
};

/** A number typed as text (the form keeps what was typed until it is sent). */
export function NumberField({ integer = false, ...field }: NumberFieldProps) {
  return (
    <TextField
      {...field}
      type="number"
      inputmode={integer ? 'numeric' : 'decimal'}
      step={field.step ?? (integer ? 1 : 'any')}
    />
  );
}
