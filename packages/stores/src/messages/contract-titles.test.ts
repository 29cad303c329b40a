import { categories, schools } from '@satchel/api';
import { describe, expect, it } from 'vitest';
import { messages } from './en.js';

interface Field {
  readonly title?: string;
  /** A nullable field: the field and null. */
  readonly anyOf?: readonly Field[];
}

const titleOf = (object: { properties: Record<string, unknown> }, key: string) => {
  const field = object.properties[key] as Field;
  return field.title ?? field.anyOf?.find((member) => member.title)?.title;
};

/**
 * The server names a refused field by the contract's title: each must be the label the form
 * shows it under, or the operator reads of a field the form does not have.
 */
describe("the contract's field titles", () => {
  it("are the category form's labels", () => {
    const { body } = categories.create;
    const { fields } = messages.categories;
    expect(titleOf(body, 'name')).toBe(fields.name);
    expect(titleOf(body, 'displayName')).toBe(fields.displayName);
    expect(titleOf(body, 'logoUrl')).toBe(fields.logoUrl);
  });

  it("are the school form's labels, its branches' too", () => {
    const { fields } = messages.schools;
    for (const body of [schools.create.body, schools.update.body]) {
      for (const key of ['schoolName', 'displayName', 'logo'] as const) {
        expect(titleOf(body, key), key).toBe(fields[key]);
      }
    }
    for (const key of ['area', 'city', 'state', 'nearBy', 'zipCode', 'country'] as const) {
      expect(titleOf(schools.Address, key), key).toBe(fields[key]);
    }
  });
});
