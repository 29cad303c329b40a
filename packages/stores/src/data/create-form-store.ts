import { atom, type ReadableAtom } from 'nanostores';
import { forgetOnLogout } from './logout-reset.js';

/** Messages under a form's fields, by field name (or a row's part: `branches.0.city`). */
export type FormErrors = Readonly<Partial<Record<string, string>>>;

/** A form as its host shows it. */
export interface FormState<Values, Context> {
  /** The dialog shows: its host's `open`, the dialog's own close only asks to change it. */
  readonly open: boolean;
  /**
   * What the form was opened for: its mode and record (the coupon edited, the users a coupon
   * goes to); null before it was first opened. A closed dialog keeps it while it fades out.
   */
  readonly context: Context | null;
  readonly values: Values;
  readonly errors: FormErrors;
  /** How many times the form has been filled anew: a `key` for parts with state of their own. */
  readonly openings: number;
  /** A submission is under way: the button spins and the dialog stays open. */
  readonly busy: boolean;
}

/**
 * What a submission came to: taken (true: the dialog closes), refused and reported by the
 * submission itself (false: the form keeps its values under the failure dialog), or refused with
 * messages under the fields (a taken name, a driver the server does not know).
 */
export type SubmitResult = boolean | FormErrors;

export interface FormOptions<Values, Context> {
  /** The values the form opens with, for what it opens for (null: a form never opened). */
  readonly initial: (context: Context | null) => Values;
  /** The rules checked before anything is sent: messages under the fields, none when valid. */
  readonly validate: (values: Values, context: Context | null) => FormErrors;
  /** Sends valid values (usually through an action, which reports a failure). */
  readonly submit: (values: Values, context: Context | null) => Promise<SubmitResult>;
  /**
   * The form is on the page, not in a dialog (sign-in, the banner and category forms): a success
   * empties it for the next one instead of closing it.
   */
  readonly inline?: boolean;
}

export interface FormStore<Values, Context> {
  readonly $form: ReadableAtom<FormState<Values, Context>>;
  /** Opens the form for `context`, filled anew (from `initial`, or with `values`). */
  open(context: Context, values?: Values): void;
  /** Closes the dialog, unless a submission is under way. */
  close(): void;
  /** Empties the form, closed, as it started (an inline form leaving its update mode). */
  reset(): void;
  /** The operator changed a field: its message goes (it spoke of the old value). */
  change<Field extends keyof Values & string>(name: Field, value: Values[Field]): void;
  /**
   * Replaces the values (a change with what follows from it, a row added or removed); the
   * messages of the fields named in `changed` go.
   */
  update(values: Values, changed?: readonly string[]): void;
  /** Messages found outside a submission (a lookup the form does on the way). */
  setErrors(errors: FormErrors): void;
  /**
   * Checks the rules (messages under the fields, nothing sent), then submits: closes (or
   * empties) when taken, keeps the values otherwise. True when it was taken; false at once
   * while a submission is under way.
   */
  submit(): Promise<boolean>;
}

/**
 * The one form model (design.md §3): every form's values, messages, mode and open state live in
 * the stores, testable without React; a console hook only binds them to fields. Logout forgets
 * every form, as it forgets every list.
 */
export function createFormStore<Values extends object, Context = void>({
  initial,
  validate,
  submit: send,
  inline,
}: FormOptions<Values, Context>): FormStore<Values, Context> {
  const $form = atom<FormState<Values, Context>>({
    open: false,
    context: null,
    values: initial(null),
    errors: {},
    openings: 0,
    busy: false,
  });
  const set = (changes: Partial<FormState<Values, Context>>) =>
    $form.set({ ...$form.get(), ...changes });
  /** Fills the form anew, for `context`: each filling is one more opening. */
  const fill = (open: boolean, context: Context | null, values = initial(context)) =>
    $form.set({
      open,
      context,
      values,
      errors: {},
      openings: $form.get().openings + 1,
      busy: false,
    });
  const empty = () => fill(false, null);
  forgetOnLogout(empty);

  const update = (values: Values, changed: readonly string[] = []) =>
    set({
      values,
      errors: Object.fromEntries(
        Object.entries($form.get().errors).filter(([field]) => !changed.includes(field)),
      ),
    });

  const submit = async (): Promise<boolean> => {
    const { values, context, openings, open, busy } = $form.get();
    if (busy) return false;
    const errors = validate(values, context);
    if (Object.keys(errors).length) {
      set({ errors });
      return false;
    }
    set({ busy: true });
    // A logout while it was under way has emptied the form: nothing of it is shown again.
    const result = await send(values, context).finally(
      () => $form.get().openings === openings && set({ busy: false }),
    );
    if ($form.get().openings === openings) {
      if (result === true && inline) empty();
      // Valid values leave no message of the rules; only the server's refusal may add some.
      else set({ errors: typeof result === 'object' ? result : {}, open: open && result !== true });
    }
    return result === true;
  };

  return {
    $form,
    open: (context, values) => fill(true, context, values),
    close: () => {
      if (!$form.get().busy) set({ open: false });
    },
    reset: empty,
    change: (name, value) => update({ ...$form.get().values, [name]: value }, [name]),
    update,
    setErrors: (errors) => set({ errors }),
    submit,
  };
}
