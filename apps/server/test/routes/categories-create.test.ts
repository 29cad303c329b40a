import { categoryMessages, MAX_LOGO_BYTES } from '@satchel/api';
import { storedFiles } from '@satchel/db/schema';
import { count, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabaseFileStorage } from '../../src/files/database-file-storage.js';
import { JPEG, PDF, PNG, SVG, WEBP } from '../support/images.js';
import { type FormPart, multipartBody } from '../support/multipart.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const PATH = '/api/v1/catalogs/categories';
const UPLOADED_KEY = /^\/files\/categories\/[0-9a-f]{32}\.(png|jpg|webp|svg)$/;

let names = 0;
/** A category name no other test uses. */
const newName = () => `category-${++names}`;

const field = (name: string, content: string): FormPart => ({ field: name, content });
const logo = (content: Uint8Array | string, filename = 'logo.png', type = 'image/png') => ({
  field: 'logo',
  content,
  filename,
  type,
});

/** Posts the form `parts` to the create call; a null token sends none. */
async function post(parts: readonly FormPart[], bearer: string | null = server.token) {
  const { payload, contentType } = await multipartBody(parts);
  return server.app.inject({
    method: 'POST',
    url: PATH,
    payload,
    headers: {
      'content-type': contentType,
      ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }),
    },
  });
}

/** A form with a fresh name, its display name, and `rest`. */
const form = (...rest: FormPart[]): FormPart[] => [
  field('name', newName()),
  field('displayName', 'Pens & Pencils'),
  ...rest,
];

/** Categories and uploaded logos in the database, to show that a refusal made neither. */
async function stored() {
  const [files] = await server.db
    .select({ n: count() })
    .from(storedFiles)
    .where(like(storedFiles.key, 'categories/%'));
  const list = await server.call('GET', '/catalogs/categories/list?limit=1');
  return { files: files!.n, categories: list.json().pagination.total as number };
}

/** The file served under an answer's logo link, as any instance reads it from the database. */
async function served(link: string) {
  const response = await server.app.inject({ method: 'GET', url: link });
  const other = await createDatabaseFileStorage(server.db).get(link.slice('/files/'.length));
  return { response, elsewhere: other?.contentType };
}

describe('POST /catalogs/categories', () => {
  it('creates a category with an uploaded logo, stored under a new key and served from /files', async () => {
    const parts = form(logo(PNG));
    const response = await post(parts);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: parts[0]!.content, displayName: 'Pens & Pencils' });
    expect(data.logo).toMatch(UPLOADED_KEY);

    const { response: file, elsewhere } = await served(data.logo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(elsewhere).toBe('image/png');

    const listed = await server.call('GET', `/catalogs/categories/list?name=${data.name}`);
    expect(listed.json().categories).toEqual([data]);
  });

  it('keys and serves a logo by what its bytes are, whatever its name and declared type', async () => {
    for (const [bytes, extension, type] of [
      [JPEG, 'jpg', 'image/jpeg'],
      [WEBP, 'webp', 'image/webp'],
      [SVG, 'svg', 'image/svg+xml'],
      [PNG, 'png', 'image/png'],
    ] as const) {
      const response = await post(form(logo(bytes, 'logo.txt', 'text/plain')));
      expect(response.statusCode, extension).toBe(201);
      const link: string = response.json().data.logo;
      expect(link.endsWith(`.${extension}`), link).toBe(true);
      const { response: file } = await served(link);
      expect(file.headers['content-type']).toBe(type);
      // An SVG opened on its own runs nothing on our origin.
      expect(file.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('never gives two uploads one key, even of the same bytes', async () => {
    const [first, second] = await Promise.all([post(form(logo(PNG))), post(form(logo(PNG)))]);
    expect(first!.json().data.logo).not.toBe(second!.json().data.logo);
  });

  it('creates a category whose logo is a link, trimmed', async () => {
    const link = 'https://cdn.example.in/logos/pens.png';
    const response = await post(form(field('logoUrl', ` ${link} `)));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.logo).toBe(link);
  });

  it('refuses a form without a logo, or with both a link and a file', async () => {
    const before = await stored();
    for (const [parts, message] of [
      [form(), categoryMessages.logoRequired],
      [form(field('logoUrl', '  ')), categoryMessages.logoRequired],
      [
        form(field('logoUrl', 'https://cdn.example.in/a.png'), logo(PNG)),
        categoryMessages.logoBoth,
      ],
    ] as const) {
      const response = await post(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a blank or missing name or display name, and a link that is not http(s)', async () => {
    for (const [parts, message] of [
      [
        [field('name', ' '), field('displayName', 'Pens'), logo(PNG)],
        categoryMessages.nameRequired,
      ],
      // Fields are named by the form's labels (the contract's titles).
      [[field('displayName', 'Pens'), logo(PNG)], 'Name is required'],
      [
        [field('name', newName()), field('displayName', ''), logo(PNG)],
        categoryMessages.displayNameRequired,
      ],
      [form(field('logoUrl', 'javascript:alert(1)')), categoryMessages.logoUrlInvalid],
      [form(field('logoUrl', 'x'.repeat(2049))), 'Image link must be at most 2048 characters'],
      [
        [field('name', 'a\0b'), field('displayName', 'Pens'), logo(PNG)],
        'Name must not contain a NUL character',
      ],
    ] as const) {
      const response = await post(parts);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses a logo over the size limit with 413, storing nothing', async () => {
    const before = await stored();
    const large = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES)]);
    const response = await post(form(logo(large)));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than/);
    expect(await stored()).toEqual(before);
    // The limit itself is fine.
    const fits = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES - PNG.length)]);
    expect((await post(form(logo(fits)))).statusCode).toBe(201);
  });

  it('refuses with 415 a logo that is not an image by its content, storing nothing', async () => {
    const before = await stored();
    for (const content of ['this is text, not a picture', PDF, Buffer.alloc(0), '<html></html>']) {
      const response = await post(form(logo(content, 'logo.png', 'image/png')));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(categoryMessages.logoType);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a name another category has with 409, and keeps no logo of the refused one', async () => {
    const name = newName();
    const first = await post([field('name', name), field('displayName', 'One'), logo(PNG)]);
    expect(first.statusCode).toBe(201);
    const before = await stored();
    const again = await post([field('name', ` ${name} `), field('displayName', 'Two'), logo(PNG)]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `A category named ${name} already exists`,
      code: 'category.duplicate_name',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses forms that are not the call’s: unknown, repeated or misplaced fields, two files, JSON', async () => {
    for (const [parts, message] of [
      [form(logo(PNG), field('colour', 'red')), 'colour is not a field of this call'],
      [[...form(logo(PNG)), field('name', 'again')], 'name is sent twice'],
      [form(logo(PNG), logo(PNG)), 'Send one file at a time: this upload has a second file'],
      [form(field('logo', 'https://cdn.example.in/a.png')), 'logo must be a file'],
      [
        [...form(), { ...logo(PNG), field: 'displayName' }],
        'Only a file in the field logo is accepted, not displayName',
      ],
    ] as const) {
      const response = await post(parts);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const json = await server.call('POST', '/catalogs/categories', {
      name: newName(),
      displayName: 'Pens',
      logoUrl: 'https://cdn.example.in/a.png',
    });
    expect(json.statusCode).toBe(415);
  });

  it('is published as a multipart form of its text fields and the optional file', async () => {
    const document = (await server.app.inject('/api/docs/openapi.json')).json();
    const { requestBody } = document.paths['/api/v1/catalogs/categories'].post;
    expect(Object.keys(requestBody.content)).toEqual(['multipart/form-data']);
    const { schema } = requestBody.content['multipart/form-data'];
    expect(schema.required).toEqual(['name', 'displayName']);
    expect(Object.keys(schema.properties)).toEqual(['name', 'displayName', 'logoUrl', 'logo']);
    expect(schema.properties.logo).toEqual({ type: 'string', format: 'binary' });
    expect(schema.additionalProperties).toBe(false);
  });

  it('needs a signed-in administrator, before reading the form', async () => {
    const before = await stored();
    expect((await post(form(logo(PNG)), null)).statusCode).toBe(401);
    expect((await post(form(logo(PNG)), 'forged-token')).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
