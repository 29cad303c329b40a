import { newId } from '@satchel/db';
import { bundles } from '@satchel/db/schema';
import { describe, expect, it } from 'vitest';
import { insertSchool } from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;

const SCHOOLS = '/catalogs/categories/special/schools';
const SCHOOL = '/catalogs/categories/special/school';

const address = (changes: object = {}) => ({
  area: 'Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560034',
  ...changes,
});

/** A sound create body with a unique name; each test changes what it examines. */
const newSchool = (changes: object = {}) => {
  const tag = newId().slice(-6);
  return {
    schoolName: `Sunrise Public ${tag}`,
    displayName: `Sunrise ${tag}`,
    logo: 'https://cdn.example.in/schools/sunrise.png',
    branches: [{ address: address() }, { address: address({ area: 'Indiranagar' }) }],
    ...changes,
  };
};

const create = async (changes: object = {}) => {
  const response = await call('POST', SCHOOL, newSchool(changes));
  expect(response.statusCode).toBe(201);
  return response.json().data;
};

describe('add school', () => {
  it('creates the school and its branches, country India by default', async () => {
    const data = await create();
    expect(data).toMatchObject({
      status: 'active',
      logo: 'https://cdn.example.in/schools/sunrise.png',
    });
    expect(data.branches.map((b: { address: { area: string } }) => b.address.area)).toEqual([
      'Koramangala',
      'Indiranagar',
    ]);
    expect(data.branches[0]).toMatchObject({
      status: 'active',
      address: { area: 'Koramangala', country: 'India', nearBy: '', zipCode: '560034' },
    });
  });

  it('refuses a zip code that is not six digits, an empty name and extra keys, with 400', async () => {
    for (const body of [
      newSchool({ branches: [{ address: address({ zipCode: '56003A' }) }] }),
      newSchool({ schoolName: '' }),
      newSchool({ founded: 1950 }),
      newSchool({ branches: [{ address: { area: 'x', city: 'y' } }] }),
    ]) {
      const response = await call('POST', SCHOOL, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('names a refused field as the school form labels it, not by its wire name', async () => {
    const message = async (body: object) => (await call('POST', SCHOOL, body)).json().message;
    expect(await message(newSchool({ displayName: 'x'.repeat(201) }))).toBe(
      'Display name must be at most 200 characters',
    );
    expect(await message(newSchool({ schoolName: '' }))).toBe('School name must not be empty');
    const { displayName: _left, ...withoutDisplayName } = newSchool();
    expect(await message(withoutDisplayName)).toBe('Display name is required');
    expect(
      await message(newSchool({ branches: [{ address: address({ city: 'c'.repeat(201) }) }] })),
    ).toBe('City must be at most 200 characters');
  });

  it('asks for a token', async () => {
    expect((await call('POST', SCHOOL, newSchool(), null)).statusCode).toBe(401);
  });
});

describe('list schools', () => {
  it('finds a school by a part of its name or of its display name, in pages of 10', async () => {
    const tag = newId().slice(-8);
    await create({ schoolName: `Greenwood ${tag}`, displayName: 'GW' });
    await create({ schoolName: 'Oakridge', displayName: `Oak ${tag}` });
    const response = await call(
      'GET',
      `${SCHOOLS}?page=1&limit=10&includeTotal=true&schoolName=${tag}&displayName=${tag}`,
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.total).toBe(2);
    expect(data.schools.map((school: { schoolName: string }) => school.schoolName)).toEqual([
      `Greenwood ${tag}`,
      'Oakridge',
    ]);
    const byDisplay = (await call('GET', `${SCHOOLS}?displayName=${tag}`)).json().data;
    expect(byDisplay.total).toBe(1);
  });

  it('answers 10 a page by default', async () => {
    for (let i = 0; i < 11; i += 1) await insertSchool(server.db, []);
    const { data } = (await call('GET', SCHOOLS)).json();
    expect(data.schools).toHaveLength(10);
    expect(data.total).toBeGreaterThanOrEqual(11);
  });

  it('refuses a page of 0 and asks for a token', async () => {
    expect((await call('GET', `${SCHOOLS}?page=0`)).statusCode).toBe(400);
    expect((await call('GET', SCHOOLS, undefined, null)).statusCode).toBe(401);
  });
});

describe('a school logo (issue 27)', () => {
  it('is a web link or a stored public image, as a banner image is, and nothing else', async () => {
    await server.app.files.put('schools/stored.png', Buffer.from('png'), 'image/png');
    const stored = await create({ logo: '/files/schools/stored.png' });
    expect(stored.logo).toBe('/files/schools/stored.png');
    const listed = await call(
      'GET',
      `${SCHOOLS}?schoolName=${encodeURIComponent(stored.schoolName)}`,
    );
    expect(JSON.stringify(listed.json())).toContain('"logo":"/files/schools/stored.png"');
    for (const logo of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '../../etc/passwd',
      'schools/stored.png',
      '/files/private/0a1b2c3d4e5f60718293a4b5c6d7e8f9/pan.png',
      '/files/schools/never-stored.png',
    ]) {
      const response = await call('POST', SCHOOL, newSchool({ logo }));
      expect(response.statusCode, logo).toBe(400);
      expect(response.json().message, logo).toMatch(
        /^Logo must be a web link|names no stored file/,
      );
    }
  });
});

describe('update school', () => {
  it('changes the school and its status, updates, adds and removes branches', async () => {
    const school = await create();
    const [first] = school.branches;
    const response = await call('PUT', `${SCHOOL}/${school.id}`, {
      schoolName: 'Renamed',
      displayName: 'Renamed',
      logo: null,
      status: 'inactive',
      branches: [
        { id: first.id, status: 'inactive', address: address({ city: 'Mysuru' }) },
        { address: address({ area: 'Jayanagar', nearBy: 'Metro' }) },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ schoolName: 'Renamed', status: 'inactive', logo: null });
    expect(data.branches.map((b: { address: { area: string } }) => b.address.area)).toEqual([
      'Koramangala',
      'Jayanagar',
    ]);
    expect(data.branches[0]).toMatchObject({ id: first.id, status: 'inactive' });
    const listed = (await call('GET', `${SCHOOL}/${school.id}/branches`)).json().data;
    expect(listed).toEqual(data.branches);
  });

  it('refuses a branch of another school (404) and an unknown school (404)', async () => {
    const school = await create();
    const other = await create();
    const body = { ...newSchool(), status: 'active' };
    const foreign = await call('PUT', `${SCHOOL}/${school.id}`, {
      ...body,
      branches: [{ id: other.branches[0].id, address: address() }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toContain(other.branches[0].id);
    expect((await call('PUT', `${SCHOOL}/${newId()}`, body)).statusCode).toBe(404);
  });

  it('refuses a missing status with 400', async () => {
    const school = await create();
    expect((await call('PUT', `${SCHOOL}/${school.id}`, newSchool())).statusCode).toBe(400);
  });

  it('keeps everything when removing a branch that has bundles fails (409)', async () => {
    const { school, branch } = await insertSchool(server.db, ['1']);
    await server.db
      .insert(bundles)
      .values({ schoolId: school.id, branchId: branch.id, classLevel: '1', setType: 'copySet' });
    const response = await call('PUT', `${SCHOOL}/${school.id}`, {
      schoolName: 'Changed',
      displayName: 'Changed',
      status: 'active',
      branches: [{ address: address() }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A branch that has bundles cannot be removed',
      code: 'branch.has_bundles',
    });
    const branches = (await call('GET', `${SCHOOL}/${school.id}/branches`)).json().data;
    expect(branches.map((b: { id: string }) => b.id)).toEqual([branch.id]);
    const found = (await call('GET', `${SCHOOLS}?schoolName=${school.schoolName}`)).json().data;
    expect(found.schools[0].schoolName).toBe(school.schoolName);
  });

  it('asks for a token', async () => {
    const body = { ...newSchool(), status: 'active' };
    expect((await call('PUT', `${SCHOOL}/${newId()}`, body, null)).statusCode).toBe(401);
  });
});

describe('delete school', () => {
  it('deletes a school and its branches; 404 once gone', async () => {
    const school = await create();
    const response = await call('DELETE', `${SCHOOL}/${school.id}`);
    expect(response.statusCode).toBe(200);
    expect((await call('DELETE', `${SCHOOL}/${school.id}`)).json()).toEqual({
      message: 'School not found',
      code: 'school.not_found',
    });
    expect((await call('GET', `${SCHOOL}/${school.id}/branches`)).statusCode).toBe(404);
  });

  it('refuses a school with bundles (409) and asks for a token', async () => {
    const { school, branch } = await insertSchool(server.db, ['2']);
    await server.db
      .insert(bundles)
      .values({ schoolId: school.id, branchId: branch.id, classLevel: '2', setType: 'bookSet' });
    const refused = await call('DELETE', `${SCHOOL}/${school.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'A school that has bundles cannot be deleted',
      code: 'school.has_bundles',
    });
    expect((await call('DELETE', `${SCHOOL}/${school.id}`, undefined, null)).statusCode).toBe(401);
  });
});

describe('school branches', () => {
  it('answers 404 for an unknown school, 400 for a bad id, 401 without a token', async () => {
    expect((await call('GET', `${SCHOOL}/${newId()}/branches`)).statusCode).toBe(404);
    expect((await call('GET', `${SCHOOL}/nope/branches`)).statusCode).toBe(400);
    expect((await call('GET', `${SCHOOL}/${newId()}/branches`, undefined, null)).statusCode).toBe(
      401,
    );
  });
});
