import { defaultSettings, type SettingName, type SettingValues, settingNames } from '@satchel/api';
import { settings } from '@satchel/db/schema';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from './db.js';

const isSettingName = (name: string): name is SettingName =>
  (settingNames as readonly string[]).includes(name);

/** Every setting: the value an Administrator set, else its declared default. */
export async function readSettings(db: Db): Promise<SettingValues> {
  const rows = await db.select().from(settings);
  const values: Record<string, number | null> = { ...defaultSettings };
  for (const row of rows) if (isSettingName(row.name)) values[row.name] = row.value ?? null;
  return values as SettingValues;
}

/** One setting's value (one primary-key read: the Dashboard's and each settlement's). */
export async function readSetting<Name extends SettingName>(
  db: Db,
  name: Name,
): Promise<SettingValues[Name]> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.name, name));
  return (row ? row.value : defaultSettings[name]) as SettingValues[Name];
}

/**
 * One setting's value as an SQL expression (jsonb), for a statement reading it with other
 * figures: the value an Administrator set, else its declared default (as `readSetting`).
 */
export const settingValue = (name: SettingName): SQL =>
  sql`(select case when ${settings.name} is null then ${JSON.stringify(defaultSettings[name])}::jsonb
                   else ${settings.value} end
       from (values (1)) as one left join ${settings} on ${settings.name} = ${name})`;

/**
 * Sets the settings `changes` names (validated by the caller), one row each; a value equal to
 * the one kept changes nothing, history included.
 */
export async function writeSettings(
  db: Db,
  changes: Partial<Record<SettingName, number | null>>,
): Promise<SettingValues> {
  const rows = Object.entries(changes).map(([name, value]) => ({ name, value: value ?? null }));
  if (rows.length > 0) {
    await db
      .insert(settings)
      .values(rows)
      .onConflictDoUpdate({
        target: settings.name,
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        setWhere: sql`${settings.value} is distinct from excluded.value`,
      });
  }
  return readSettings(db);
}
