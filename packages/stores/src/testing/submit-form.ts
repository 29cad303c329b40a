import type { FormErrors, FormStore } from '../data/create-form-store.js';

/**
 * Fills a form store with `values`, as an operator typing them would, and submits it: whether it
 * was taken, and the messages then under its fields.
 */
export async function submitForm<Values extends object, Context>(
  form: FormStore<Values, Context>,
  values: Values,
): Promise<{ ok: boolean; errors: FormErrors }> {
  form.update(values);
  const ok = await form.submit();
  return { ok, errors: form.$form.get().errors };
}
