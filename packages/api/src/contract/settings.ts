import { type Static, Type } from 'typebox';
import {
  type SettingDefinition,
  type SettingName,
  type SettingValues,
  settingDefinitions,
  settingNames,
} from '../domain/settings.js';
import { defineCall, SIGNED_IN } from './call.js';
import { MessageBody, Nullable, optionalFields } from './common.js';

/**
 * The settings an Administrator changes (issue 30; declared in domain/settings.ts), as they
 * travel: every setting's value, a number (rupees or hours), or null for one left off.
 */

/** A setting's value on the wire, within its declared bounds. */
function valueSchema(name: SettingName) {
  const definition: SettingDefinition = settingDefinitions[name];
  const bounds = {
    minimum: definition.min,
    maximum: definition.max,
    description: `${definition.kind === 'rupees' ? 'Rupees' : 'Hours'}, from ${definition.min} to ${definition.max}${definition.optional ? '; null: none' : ''}; default ${definition.default ?? 'none'}.`,
  };
  const number = definition.kind === 'hours' ? Type.Integer(bounds) : Type.Number(bounds);
  return definition.optional ? Nullable(number) : number;
}

const fields = Object.fromEntries(settingNames.map((name) => [name, valueSchema(name)])) as Record<
  SettingName,
  ReturnType<typeof valueSchema>
>;

export const Settings = Type.Object(fields);
/** Every setting's value (the declaration's type: a number, or null where it may be off). */
export type Settings = SettingValues;

export const read = defineCall({
  method: 'GET',
  path: '/admin/settings',
  summary: 'Every setting, with its value (its default where none was set)',
  tags: ['settings'],
  auth: true,
  // Every operator's screens follow the settings (the Dashboard's "late"); only changing is held.
  permission: SIGNED_IN,
  response: { 200: Type.Object({ data: Settings }) },
});

export const SettingsChange = Type.Object(optionalFields(fields));
export type SettingsChange = Static<typeof SettingsChange>;

export const write = defineCall({
  method: 'PUT',
  path: '/admin/settings',
  summary: 'Change some settings; those not sent keep their values',
  description:
    'A value out of its bounds, a third decimal of rupees or a fraction of an hour is refused with 400, naming the setting; nothing is changed then.',
  tags: ['settings'],
  auth: true,
  permission: 'settings:write',
  body: SettingsChange,
  response: { 200: Type.Object({ ...MessageBody.properties, data: Settings }) },
});
