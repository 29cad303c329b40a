import {
  type BuiltInRole,
  builtInRoleKeys,
  type Language,
  languages,
  type ThemeChoice,
  themeChoices,
} from '@satchel/api';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../id.js';
import { oneOf } from './columns.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The rows of the built-in roles, made by migration 0024 with these ids. */
export const builtInRoleIds: Readonly<Record<BuiltInRole, string>> = {
  administrator: '000000000000000000000001',
  finance: '000000000000000000000002',
  catalogue: '000000000000000000000003',
  support: '000000000000000000000004',
  viewer: '000000000000000000000005',
};

/**
 * What an operator may do (issue 30). A built-in role (`built_in` names it) takes its
 * permissions from the code (`builtInRoles` of @satchel/api), so a newer version's resources
 * reach it; a custom role holds its own, `resource:action`.
 */
export const roles = pgTable(
  'roles',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    builtIn: text('built_in'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** Its operators must sign in with a one-time code too (issue 30; an Administrator's switch). */
    twoStepRequired: boolean('two_step_required').notNull().default(false),
  },
  (table) => [
    uniqueIndex('roles_name_key').on(sql`lower(${table.name})`),
    uniqueIndex('roles_built_in_key').on(table.builtIn),
    oneOf('roles_built_in_check', table.builtIn, builtInRoleKeys),
  ],
);

export const administrators = pgTable(
  'administrators',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    username: text('username').notNull(),
    /** Argon2id, in its PHC string form (algorithm, parameters and salt included). */
    passwordHash: text('password_hash').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The operator's choice that Previous and Next load their page at once, rather than waiting
     * for Apply Changes as the spec has it (the default).
     */
    loadPagesAtOnce: boolean('load_pages_at_once').notNull().default(false),
    /** Light, dark, or `system`: the operator's system decides (issue 34). */
    theme: text('theme').$type<ThemeChoice>().notNull().default('system'),
    /** The console's language (issue 34). */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Administrator unless said otherwise: every administrator from before roles, and the first. */
    roleId: text('role_id')
      .notNull()
      .default(builtInRoleIds.administrator)
      .references(() => roles.id, { onDelete: 'restrict' }),
    /** When the operator last changed their own password: history records this, never the hash. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('administrators_username_key').on(table.username),
    index('administrators_role_id_idx').on(table.roleId),
    oneOf('administrators_theme_check', table.theme, themeChoices),
    oneOf('administrators_language_check', table.language, languages),
  ],
);

/** One row per issued token; only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    adminId: text('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_admin_id_idx').on(table.adminId),
  ],
);

/**
 * Failed sign-ins, kept in the database so that every instance behind a load balancer sees the
 * same counts. `username` is what was typed (trimmed), known account or not.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    username: text('username').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('login_failures_address_idx').on(table.address, table.createdAt),
    index('login_failures_pair_idx').on(table.username, table.address, table.createdAt),
    index('login_failures_created_at_idx').on(table.createdAt),
  ],
);

/**
 * The single-use tickets that open a console's change stream (GET /events?ticket=…): an
 * EventSource cannot send the bearer token, and the token must never sit in a URL. A ticket is
 * kept here, by its SHA-256, so that whichever instance the balancer picks accepts it; it lives
 * for seconds and is deleted when used.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('event_tickets_session_id_idx').on(table.sessionId),
    index('event_tickets_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The one-time links that set an invited operator's password (issue 30): kept by the SHA-256 of
 * their token, as sessions are, good until `expires_at` and once (`used_at`).
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => administrators.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_links_admin_id_idx').on(table.adminId)],
);
