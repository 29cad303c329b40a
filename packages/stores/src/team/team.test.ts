import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';

const token = 'A'.repeat(43);

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the set-password page (issue 30)', () => {
  it('asks for a long enough password, twice the same, before sending anything', async () => {
    const { sent } = fakeFetch({ status: 200, body: { message: 'Password set.' } });
    const { team } = await loadStores();
    const form = team.setPasswordForm;
    form.update({ password: 'short', confirm: 'shorter' });
    expect(await form.submit()).toBe(false);
    expect(form.$form.get().errors).toEqual({
      password: 'Password must be at least 8 characters',
      confirm: 'The two passwords differ',
    });
    expect(sent).toEqual([]);
  });

  it("sends the link's token with the password, then shows the sign-in page", async () => {
    history.replaceState(null, '', `/set-password#${token}`);
    const { sent } = fakeFetch({ status: 200, body: { message: 'Password set.' } });
    const { $router, team } = await loadStores();
    const form = team.setPasswordForm;
    form.update({ password: 'a long password', confirm: 'a long password' });
    expect(await form.submit()).toBe(true);
    expect(sent).toMatchObject([
      {
        url: '/api/v1/admin/set-password',
        method: 'POST',
        authorization: undefined,
        body: { token, password: 'a long password' },
      },
    ]);
    expect($router.get()?.route).toBe('login');
  });
});

describe('an invitation', () => {
  it('shows the whole link to send; a username taken is said under its field', async () => {
    const operator = {
      id: '0123456789abcdef01234567',
      username: 'priya',
      role: { id: '000000000000000000000004', name: 'Support' },
      disabled: false,
      invited: true,
      openSessions: 0,
      createdAt: '2026-11-27T00:00:00.000Z',
    };
    fakeFetch(
      {
        status: 201,
        body: {
          message: 'Operator invited',
          data: { operator, link: `/set-password#${token}`, expiresAt: '2026-11-30T00:00:00Z' },
        },
      },
      { status: 200, body: { data: [] } },
    );
    const { team } = await loadStores();
    team.invitationForm.update({ username: ' priya ', roleId: operator.role.id });
    expect(await team.invitationForm.submit()).toBe(true);
    expect(team.$invitation.get()).toEqual({
      username: 'priya',
      link: `${location.origin}/set-password#${token}`,
    });

    fakeFetch({
      status: 409,
      body: { message: 'An operator named priya already exists', code: 'resource.conflict' },
    });
    team.invitationForm.update({ username: 'priya', roleId: operator.role.id });
    expect(await team.invitationForm.submit()).toBe(false);
    expect(team.invitationForm.$form.get().errors).toEqual({
      username: 'An operator named priya already exists',
    });
  });
});
