import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { createdAtColumn, idCheck, idColumn, oneOf } from './columns.js';
import { activityStatuses } from './schools.js';

export const competitions = pgTable(
  'competitions',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** A file key in the file storage. */
    logo: text('logo'),
    status: text('status', { enum: activityStatuses }).notNull().default('active'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    idCheck('competitions', table.id),
    oneOf('competitions_status_value', table.status, activityStatuses),
    index('competitions_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('competitions_created_at_idx').on(table.createdAt, table.id),
  ],
);

/** The products sold for a competition. */
export const competitionProducts = pgTable(
  'competition_products',
  {
    competitionId: text('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({
      name: 'competition_products_pkey',
      columns: [table.competitionId, table.productId],
    }),
    index('competition_products_product_id_idx').on(table.productId),
  ],
);
