import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { loadStores } from '../testing/load-stores.js';

const adminInfo = { id: '0123456789abcdef01234567', username: 'cataloguer' };
const catalogue = {
  ...adminInfo,
  role: { id: '000000000000000000000003', name: 'Catalogue' },
  permissions: ['products:read', 'products:write'],
};

beforeEach(() => {
  localStorage.clear();
});

describe("the operator's permissions (issue 30)", () => {
  it('are what sign-in answered, kept with the session across reloads', async () => {
    const { $permissions, allows, setSession } = await loadStores();
    setSession('t0k3n', catalogue);
    expect($permissions.get()).toEqual(new Set(['products:read', 'products:write']));
    expect(allows($permissions.get(), 'products:write')).toBe(true);
    expect(allows($permissions.get(), 'settlements:settle')).toBe(false);

    const reloaded = await loadStores();
    expect(reloaded.$session.get().adminInfo).toEqual(catalogue);
    expect(reloaded.allows(reloaded.$permissions.get(), 'settlements:settle')).toBe(false);
  });

  it("allow everything where the backend has no roles (the spec's one role)", async () => {
    const { $permissions, allows, setSession } = await loadStores();
    setSession('t0k3n', adminInfo);
    expect($permissions.get()).toBeNull();
    expect(allows($permissions.get(), 'settlements:settle')).toBe(true);
  });

  it('follow the role the server has now when a kept session is checked at start', async () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem('adminInfo', JSON.stringify(catalogue));
    const viewer = {
      ...adminInfo,
      role: { id: '000000000000000000000005', name: 'Viewer' },
      permissions: ['products:read'],
    };
    fakeFetch({ status: 200, body: { data: { adminInfo: viewer } } });
    const { $permissions, restoreSession } = await loadStores();
    await restoreSession();
    expect($permissions.get()).toEqual(new Set(['products:read']));
  });

  it('read a hand-edited role or list as none, keeping the operator signed in', async () => {
    localStorage.setItem('token', 'kept');
    localStorage.setItem(
      'adminInfo',
      JSON.stringify({ ...adminInfo, role: 'boss', permissions: 'everything' }),
    );
    const { $session } = await loadStores();
    expect($session.get().adminInfo).toEqual(adminInfo);
  });
});
