import { describe, expect, it } from 'vitest';
import {
  actions,
  allPermissions,
  builtInRoles,
  isPermission,
  notAllowedMessage,
  resourceActions,
  resources,
} from '../domain/permissions.js';
import * as api from '../index.js';
import {
  type CallContract,
  type CallPermission,
  permissionText,
  permissionWords,
  SIGNED_IN,
} from './call.js';
import { listKinds } from './list-kinds.js';

/** Every call the contract exports, from every namespace of the package. */
const calls = Object.values(api)
  .filter((value) => typeof value === 'object' && value !== null)
  .flatMap((module) => Object.values(module as object))
  .filter(
    (value): value is CallContract =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  );

describe('the permission of every call (issue 30)', () => {
  it('is stated by every call that needs the token, and is one there is', () => {
    expect(calls.length).toBeGreaterThan(60);
    const unstated = calls
      .filter((call) => call.auth)
      .filter(({ permission }) =>
        typeof permission === 'string'
          ? permission !== SIGNED_IN && !isPermission(permission)
          : !permission || !(actions as readonly string[]).includes(permission.action),
      )
      .map((call) => `${call.method} ${call.path}`);
    expect(unstated).toEqual([]);
    expect(calls.filter((call) => !call.auth && call.permission !== undefined)).toEqual([]);
  });

  it('does not compile without one when the call needs the token, nor with one there is not', () => {
    // @ts-expect-error: `auth: true` without a permission
    const unstated: CallContract = {
      method: 'GET',
      path: '/x',
      summary: 'x',
      tags: [],
      auth: true,
      response: {},
    };
    // @ts-expect-error: an action its resource does not offer
    const unknown: CallPermission = 'sales:write';
    expect([unstated.auth, unknown]).toEqual([true, 'sales:write']);
  });

  it("is the list's action for exports and bulk runs, and reading it for its views", () => {
    const { listExports, bulkRuns, views } = api;
    expect(listExports.create.permission).toEqual({ list: 'body.list', action: 'export' });
    expect(bulkRuns.start.permission).toEqual({ list: 'body.action', action: 'bulk' });
    expect(bulkRuns.revert.permission).toEqual({ list: 'record', action: 'bulk' });
    for (const call of [views.list, views.create, views.settings, views.updateSettings]) {
      expect(call.permission).toEqual({ list: 'params.list', action: 'read' });
    }
    // Every list offers an export, and every list a bulk run acts on offers `bulk`.
    for (const kind of listKinds) expect(allPermissions).toContain(`${kind}:export`);
    const bulkLists = new Set(
      (
        bulkRuns.BulkChange as unknown as { anyOf: { properties: { action: { const: string } } }[] }
      ).anyOf.map((change) => change.properties.action.const.split('.')[0]),
    );
    for (const kind of bulkLists) expect(allPermissions).toContain(`${kind}:bulk`);
  });

  it('is written out for the OpenAPI document', () => {
    expect(permissionText('users:read')).toBe('users:read');
    expect(permissionText({ list: 'body.list', action: 'export' })).toBe('{list}:export');
    expect(permissionWords(SIGNED_IN)).toBe('Permission: any signed-in operator.');
    expect(permissionWords('settlements:settle')).toBe('Permission: `settlements:settle`.');
    expect(permissionWords({ list: 'params.list', action: 'read' })).toBe(
      'Permission: `read` of the list its path names (`users:read` for users).',
    );
  });
});

describe('the built-in roles', () => {
  const held = (role: keyof typeof builtInRoles) => new Set<string>(builtInRoles[role].permissions);

  it("are the issue's five, Administrator holding every permission there is", () => {
    expect(Object.values(builtInRoles).map((role) => role.name)).toEqual([
      'Administrator',
      'Finance',
      'Catalogue',
      'Support',
      'Viewer',
    ]);
    expect(held('administrator')).toEqual(new Set(allPermissions));
    expect(allPermissions.length).toBe(
      resources.reduce((sum, resource) => sum + resourceActions[resource].length, 0),
    );
  });

  it('give Viewer every read and nothing else', () => {
    // Settings have no read of their own: every signed-in operator reads them.
    expect([...held('viewer')].sort()).toEqual(
      resources
        .filter((resource) => (resourceActions[resource] as readonly string[]).includes('read'))
        .map((resource) => `${resource}:read`)
        .sort(),
    );
  });

  it('give Finance the money, Catalogue the catalogue, Support the people and orders', () => {
    expect(held('finance')).toEqual(
      new Set([
        'settlements:read',
        'settlements:settle',
        'settlements:approve',
        'settlements:export',
        'merchants:read',
        'drivers:read',
        'sales:read',
      ]),
    );
    for (const permission of ['products:write', 'categories:write', 'banners:write']) {
      expect(held('catalogue')).toContain(permission);
    }
    expect(held('catalogue')).toContain('schools:write');
    expect(held('catalogue')).toContain('competitions:write');
    expect([...held('catalogue')].some((p) => p.startsWith('settlements:'))).toBe(false);
    for (const permission of ['users:write', 'orders:write', 'drivers:write', 'coupons:write']) {
      expect(held('support')).toContain(permission);
    }
    expect([...held('support')].some((p) => p.startsWith('settlements:'))).toBe(false);
    for (const role of ['finance', 'catalogue', 'support', 'viewer'] as const) {
      expect([...held(role)].some((p) => p.startsWith('team:'))).toBe(role === 'viewer');
    }
  });

  it('are each refused with a message naming the role and what it may not do', () => {
    expect(notAllowedMessage('Viewer', 'banners:write')).toBe(
      'Your role (Viewer) does not allow this: you may not change banners (banners:write).',
    );
    expect(notAllowedMessage('Finance', '{list}:bulk')).toBe(
      'Your role (Finance) does not allow this: you may not change in bulk any list ({list}:bulk).',
    );
  });
});
