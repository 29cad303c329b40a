import { useState } from 'react';

/** A form's values and the messages under its fields (a field without one is absent). */
export interface Form<Values extends object> {
  readonly values: Values;
  readonly errors: Partial<Record<keyof Values, string>>;
  /** A field's change handler; editing a field clears its message (it spoke of the old value). */
  readonly field: <Field extends keyof Values>(name: Field) => (value: Values[Field]) => void;
  readonly setValues: (values: Values) => void;
  readonly setErrors: (errors: Partial<Record<keyof Values, string>>) => void;
  /** How many times the form has been filled anew: a `key` for parts with state of their own. */
  readonly openings: number;
}

/**
 * The one way a form keeps its values: `initial()` fills it, and again whenever `opening`
 * changes to something other than null (the dialog opened, or opened for another record), in
 * the same render that opens the dialog, so its fields are never seen holding the last values.
 */
export function useForm<Values extends object>(
  initial: () => Values,
  opening: unknown = true,
): Form<Values> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [openedFor, setOpenedFor] = useState(opening);
  const [openings, setOpenings] = useState(0);
  if (opening !== openedFor) {
    setOpenedFor(opening);
    if (opening !== null && opening !== false) {
      setValues(initial());
      setErrors({});
      setOpenings(openings + 1);
    }
  }
  const field =
    <Field extends keyof Values>(name: Field) =>
    (value: Values[Field]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _edited, ...others }) => others as typeof errors);
    };
  return { values, errors, field, setValues, setErrors, openings };
}
