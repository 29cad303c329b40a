import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

startSignedIn();

interface Values {
  readonly name: string;
  readonly code: string;
}

/** A coupon-like form: created or edited, both fields required, sent by `send`. */
async function setUp(send: (values: Values) => Promise<boolean | Record<string, string>>) {
  const stores = await loadStores();
  const sent: Values[] = [];
  const form = stores.createFormStore<Values, { mode: 'create' } | { mode: 'edit'; name: string }>({
    initial: (context) => ({ name: context?.mode === 'edit' ? context.name : '', code: '' }),
    validate: (values) => ({
      ...(values.name === '' && { name: 'Enter a name' }),
      ...(values.code === '' && { code: 'Enter a code' }),
    }),
    submit: (values) => {
      sent.push(values);
      return send(values);
    },
  });
  return { stores, form, sent };
}

/** A submission that waits until `finish` answers it. */
function held() {
  let finish: (result: boolean | Record<string, string>) => void = () => {};
  const send = () => new Promise<boolean | Record<string, string>>((r) => (finish = r));
  return { send, finish: (result: boolean | Record<string, string>) => finish(result) };
}

describe('a form store', () => {
  it('opens filled for its mode and record, and opens anew each time', async () => {
    const { form } = await setUp(async () => true);
    expect(form.$form.get()).toMatchObject({ open: false, context: null, values: { name: '' } });

    form.open({ mode: 'edit', name: 'Diwali' });
    expect(form.$form.get()).toMatchObject({
      open: true,
      context: { mode: 'edit' },
      values: { name: 'Diwali', code: '' },
      errors: {},
      openings: 1,
    });

    form.change('name', 'Holi');
    form.open({ mode: 'create' }, { name: 'Given', code: 'G1' });
    expect(form.$form.get()).toMatchObject({ values: { name: 'Given', code: 'G1' }, openings: 2 });
  });

  it('shows the rules’ messages under the fields and sends nothing while they fail', async () => {
    const { form, sent } = await setUp(async () => true);
    form.open({ mode: 'create' });

    expect(await form.submit()).toBe(false);

    expect(sent).toEqual([]);
    expect(form.$form.get()).toMatchObject({
      open: true,
      errors: { name: 'Enter a name', code: 'Enter a code' },
    });
  });

  it('clears only the message of the field the operator changed', async () => {
    const { form } = await setUp(async () => true);
    form.open({ mode: 'create' });
    await form.submit();

    form.change('name', 'Diwali');

    expect(form.$form.get().errors).toEqual({ code: 'Enter a code' });
    expect(form.$form.get().values).toEqual({ name: 'Diwali', code: '' });
  });

  it('replaces the values at once, clearing the messages of the fields named', async () => {
    const { form } = await setUp(async () => true);
    form.open({ mode: 'create' });
    await form.submit();

    form.update({ name: 'Diwali', code: 'DIW' }, ['code']);

    expect(form.$form.get()).toMatchObject({
      values: { name: 'Diwali', code: 'DIW' },
      errors: { name: 'Enter a name' },
    });
  });

  it('is busy while it submits, refuses a second submission and a close, then closes when taken', async () => {
    const { send, finish } = held();
    const { form, sent } = await setUp(send);
    form.open({ mode: 'create' }, { name: 'Diwali', code: 'DIW' });

    const submitting = form.submit();
    expect(form.$form.get().busy).toBe(true);
    expect(await form.submit()).toBe(false);
    form.close();
    expect(form.$form.get().open).toBe(true);

    finish(true);
    expect(await submitting).toBe(true);
    expect(sent).toHaveLength(1);
    expect(form.$form.get().busy).toBe(false);
    // What was typed stays while the dialog fades out; the next opening fills it anew.
    expect(form.$form.get()).toMatchObject({ open: false, values: { name: 'Diwali' } });
  });

  it("keeps the values and shows the server's refusal under its field", async () => {
    const { form } = await setUp(async () => ({ code: 'Coupon code already exists' }));
    form.open({ mode: 'create' }, { name: 'Diwali', code: 'DIW' });

    expect(await form.submit()).toBe(false);

    expect(form.$form.get()).toMatchObject({
      open: true,
      values: { name: 'Diwali', code: 'DIW' },
      errors: { code: 'Coupon code already exists' },
    });
  });

  it('keeps the values, open, when the submission failed and reported it', async () => {
    const { form } = await setUp(async () => false);
    form.open({ mode: 'create' }, { name: 'Diwali', code: 'DIW' });

    expect(await form.submit()).toBe(false);

    expect(form.$form.get()).toMatchObject({
      open: true,
      values: { name: 'Diwali', code: 'DIW' },
      errors: {},
    });
  });

  it('clears the messages of the rules once the values pass them', async () => {
    const { form } = await setUp(async () => false);
    form.open({ mode: 'create' });
    await form.submit();

    form.update({ name: 'Diwali', code: 'DIW' });
    await form.submit();

    expect(form.$form.get().errors).toEqual({});
  });

  it('closes on request when idle', async () => {
    const { form } = await setUp(async () => true);
    form.open({ mode: 'create' });
    form.close();
    expect(form.$form.get().open).toBe(false);
  });

  it('empties an inline form once its submission was taken', async () => {
    const { stores } = await setUp(async () => true);
    const form = stores.createFormStore<{ title: string }>({
      initial: () => ({ title: '' }),
      validate: () => ({}),
      submit: async () => true,
      inline: true,
    });
    form.change('title', 'Sale');

    expect(await form.submit()).toBe(true);

    expect(form.$form.get()).toMatchObject({ values: { title: '' }, openings: 1 });
  });

  it('is forgotten at logout, even with a submission under way', async () => {
    fakeFetch({ status: 200, body: { message: 'Logged out' } });
    const { send, finish } = held();
    const { stores, form } = await setUp(send);
    form.open({ mode: 'edit', name: 'Diwali' });
    form.change('code', 'DIW');
    const submitting = form.submit();

    await stores.logout();
    expect(form.$form.get()).toMatchObject({
      open: false,
      context: null,
      values: { name: '', code: '' },
      errors: {},
    });
    expect(form.$form.get().busy).toBe(false);

    finish({ code: 'Coupon code already exists' });
    await submitting;
    expect(form.$form.get().errors).toEqual({});
  });
});
