import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { installHindi } from '../testing/hindi.js';
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
      body: { message: 'An operator named priya already exists', code: 'operator.duplicate_name' },
    });
    team.invitationForm.update({ username: 'priya', roleId: operator.role.id });
    expect(await team.invitationForm.submit()).toBe(false);
    expect(team.invitationForm.$form.get().errors).toEqual({
      username: 'An operator named priya already exists',
    });
  });
});

describe('the role form', () => {
  const custom = {
    id: '0123456789abcdef01234568',
    name: 'Stock keepers',
    builtIn: false,
    permissions: ['products:read', 'products:write'],
    operators: 2,
  };

  it('asks for a name and a permission, under their fields, before sending anything', async () => {
    const { sent } = fakeFetch({ status: 200, body: { data: [] } });
    const { team } = await loadStores();
    team.openNewRole();
    team.roleForm.update({ name: '   ', permissions: [] });
    expect(await team.roleForm.submit()).toBe(false);
    expect(team.roleForm.$form.get().errors).toEqual({
      name: 'The role needs a name',
      permissions: 'Choose at least one permission',
    });
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it("gives a resource's every action with All, and takes them away; boxes go one by one", async () => {
    const { team } = await loadStores();
    team.openNewRole();
    team.setResource('settlements', true);
    team.setPermission('users:read', true);
    expect([...team.roleForm.$form.get().values.permissions].sort()).toEqual([
      'settlements:approve',
      'settlements:export',
      'settlements:read',
      'settlements:settle',
      'users:read',
    ]);
    team.setPermission('settlements:settle', false);
    team.setResource('users', false);
    expect([...team.roleForm.$form.get().values.permissions].sort()).toEqual([
      'settlements:approve',
      'settlements:export',
      'settlements:read',
    ]);
  });

  it('ticks the read an action needs, and taking the read away takes the resource', async () => {
    const { team } = await loadStores();
    team.openNewRole();
    team.setPermission('settlements:approve', true);
    team.setPermission('products:write', true);
    expect([...team.roleForm.$form.get().values.permissions].sort()).toEqual([
      'products:read',
      'products:write',
      'settlements:approve',
      'settlements:read',
    ]);
    team.setPermission('settlements:read', false);
    expect([...team.roleForm.$form.get().values.permissions].sort()).toEqual([
      'products:read',
      'products:write',
    ]);
  });

  it('creates the role, or edits one; a name another role has is said under the name', async () => {
    const { sent } = fakeFetch(
      { status: 201, body: { message: 'Role created', data: { ...custom, operators: 0 } } },
      { status: 200, body: { data: [] } },
    );
    const { team } = await loadStores();
    team.openNewRole();
    team.roleForm.update({ name: ' Stock keepers ', permissions: ['products:read'] });
    expect(await team.roleForm.submit()).toBe(true);
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      url: '/api/v1/admin/roles',
      body: { name: 'Stock keepers', permissions: ['products:read'] },
    });

    const edit = fakeFetch({
      status: 409,
      body: { message: 'A role named Finance already exists', code: 'role.duplicate_name' },
    });
    team.openEditRole(custom);
    expect(team.roleForm.$form.get().values).toEqual({
      name: 'Stock keepers',
      permissions: ['products:read', 'products:write'],
    });
    team.roleForm.change('name', 'Finance');
    expect(await team.roleForm.submit()).toBe(false);
    expect(edit.sent[0]).toMatchObject({
      url: `/api/v1/admin/roles/${custom.id}`,
      method: 'PUT',
      body: { name: 'Finance', permissions: ['products:read', 'products:write'] },
    });
    expect(team.roleForm.$form.get().errors).toEqual({
      name: 'A role named Finance already exists',
    });

    fakeFetch({
      status: 409,
      body: { message: 'A role named Finance already exists', code: 'role.duplicate_name' },
    });
    await installHindi();
    expect(await team.roleForm.submit()).toBe(false);
    expect(team.roleForm.$form.get().errors).toEqual({ name: 'Finance नाम का रोल पहले से है' });
  });

  it('deletes a role nobody holds once confirmed; one that is held is not deleted, and says why', async () => {
    const { sent } = fakeFetch({ status: 200, body: { message: 'Role deleted' } });
    const { team, $dialog, closeDialog } = await loadStores();
    team.requestRoleDeletion(custom);
    expect($dialog.get()).toMatchObject({
      type: 'warning',
      message:
        '2 operators hold the role Stock keepers. Give them another role first, then delete it.',
    });
    expect(sent).toEqual([]);
    closeDialog('close');

    team.requestRoleDeletion({ ...custom, operators: 0 });
    expect($dialog.get()).toMatchObject({ type: 'confirm', title: 'Delete role?' });
    closeDialog('confirm');
    await vi.waitFor(() =>
      expect(sent[0]).toMatchObject({
        url: `/api/v1/admin/roles/${custom.id}`,
        method: 'DELETE',
      }),
    );
  });
});
