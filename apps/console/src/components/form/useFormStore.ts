import { useStore } from '@nanostores/react';
import type { FormState, FormStore } from '@satchel/stores';

/** What a field of a form store takes: its name, value, message and change handler. */
export interface BoundField<Value> {
  readonly name: string;
  readonly value: Value;
  readonly error: string | undefined;
  readonly onValueChange: (value: Value) => void;
}

export interface BoundForm<Values, Context> extends FormState<Values, Context> {
  /** A field bound to the store: spread it on a TextField, NumberField, DateField or SelectField. */
  readonly field: <Field extends keyof Values & string>(name: Field) => BoundField<Values[Field]>;
}

/**
 * The one way a screen shows a form: the store holds values, messages and open state
 * (createFormStore); this binds them to the fields, whose changes go back to the store.
 */
export function useFormStore<Values extends object, Context>(
  store: FormStore<Values, Context>,
): BoundForm<Values, Context> {
  const form = useStore(store.$form);
  return {
    ...form,
    field: (name) => ({
      name,
      value: form.values[name],
      error: form.errors[name],
      onValueChange: (value) => store.change(name, value),
    }),
  };
}
