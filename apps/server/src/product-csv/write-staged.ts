import type { ProductCsvType } from '@satchel/api';
import type pg from 'pg';
import { STAGING_TABLE } from './staging.js';

export interface WriteCounts {
  readonly created: number;
  readonly updated: number;
}

const s = STAGING_TABLE;

/**
 * The writes of a checked file, one statement each, in the file's order. `$1` is the merchant
 * of the call (merchant files); every check passed, so each join finds its row.
 */
const writes: Readonly<Record<ProductCsvType, string>> = {
  main: `
    with written as (
      insert into products
        (id, product_type, merchant_id, category_id, sku, title, brand, description, price, stock, images)
      select new_id, 'main', $1, c.id, sku, title, brand, description, price, stock, images
      from ${s} join categories c on c.name = ${s}.category_name
      order by row
      returning 1
    )
    select count(*)::int as created, 0 as updated from written`,
  variant: `
    with written as (
      insert into products
        (id, parent_product_id, product_type, merchant_id, category_id, sku, title, brand, price, stock, images)
      select ${s}.new_id, parent.id, 'variant', $1, parent.category_id, ${s}.sku, ${s}.title,
        ${s}.brand, ${s}.price, ${s}.stock, ${s}.images
      from ${s} join products parent
        on parent.merchant_id = $1 and parent.sku = ${s}.parent_sku and parent.product_type = 'main'
      order by ${s}.row
      returning 1
    )
    select count(*)::int as created, 0 as updated from written`,
  // One update per variant, each type of change taken from its (only) row.
  variant_update: `
    with changes as (
      select variant_id,
        max(value) filter (where update_type = 'price') as price,
        max(value) filter (where update_type = 'stock') as stock,
        max(value) filter (where update_type = 'status') as status
      from ${s} group by variant_id
    ), written as (
      update products p set
        price = coalesce(changes.price::numeric, p.price),
        stock = coalesce(changes.stock::integer, p.stock),
        status = coalesce(changes.status, p.status)
      from changes
      where p.id = changes.variant_id and p.merchant_id = $1
      returning 1
    )
    select 0 as created, count(*)::int as updated from written`,
  // xmax is 0 on a row this statement inserted, the updating transaction's id otherwise.
  assign: `
    with written as (
      insert into product_offers (product_id, merchant_id, price, stock)
      select product_id, merchant_id, price, stock from ${s} order by row
      on conflict (product_id, merchant_id) do update
        set price = excluded.price, stock = excluded.stock, updated_at = now()
      returning xmax = 0 as inserted
    )
    select count(*) filter (where inserted)::int as created,
      count(*) filter (where not inserted)::int as updated
    from written`,
};

/** Writes the staged rows of a checked `type` file; `merchantId` for merchant files. */
export async function writeStaged(
  client: pg.ClientBase,
  type: ProductCsvType,
  merchantId: string | undefined,
): Promise<WriteCounts> {
  const { rows } = await client.query<WriteCounts>(
    writes[type],
    merchantId === undefined ? [] : [merchantId],
  );
  return rows[0]!;
}
