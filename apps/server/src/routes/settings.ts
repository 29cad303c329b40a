import { checkSetting, type SettingName, settings, successMessages } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { readSettings, writeSettings } from '../repos/settings.js';

/** The settings (issue 30): every operator reads them, an Administrator changes them. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  registerCall(app, settings.read, async () => ({ data: await readSettings(db) }));

  registerCall(app, settings.write, async ({ body }) => {
    // The schema holds each value within its bounds; the declaration's rules say the rest (paise).
    for (const [name, value] of Object.entries(body)) {
      const problem = checkSetting(name as SettingName, value ?? null);
      if (problem) throw new HttpError(400, `${name}: ${problem}`);
    }
    return { message: successMessages.settingsSaved, data: await writeSettings(db, body) };
  });
};
