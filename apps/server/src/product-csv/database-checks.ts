import { MAX_QUOTED_CHARACTERS, type ProductCsvType } from '@satchel/api';
import { STAGING_TABLE } from './staging.js';

/**
 * The checks of a staged file that need the database, one SELECT of (row, col, code, vals)
 * each, set-based over the whole file: `code` is a problem of `productCsvMessages` and `vals`
 * the values its text takes (a JSON array, or NULL for a fixed text), worded afterwards. `$3`
 * is the merchant of the call (merchant files only); rows whose cell was already refused have
 * NULL there and are left to that problem.
 */
const s = STAGING_TABLE;

/** A cell quoted in a message: itself, or its start and an ellipsis (as `excerpt` in @satchel/api). */
const quoted = (cell: string) =>
  `jsonb_build_array(case when length(${cell}) > ${MAX_QUOTED_CHARACTERS} then left(${cell}, ${MAX_QUOTED_CHARACTERS - 1}) || '…' else ${cell} end)`;

/** A later row repeating `columns` of an earlier one, named by the first such row. */
const repeated = (columns: readonly string[], column: string, code: string) => `
  select row, '${column}', '${code}', jsonb_build_array(first)
  from (
    select row, min(row) over (partition by ${columns.join(', ')}) as first from ${s}
    where ${columns.map((name) => `${name} is not null`).join(' and ')}
  ) grouped
  where row > first`;

const skuChecks = [
  repeated(['sku'], 'sku', 'repeatedSku'),
  `select row, 'sku', 'skuTaken', null from ${s}
   where exists (select 1 from products p where p.merchant_id = $3 and p.sku = ${s}.sku)`,
];

/** Image file keys (not links) must name a stored file. */
const imageCheck = `
  select row, 'images', 'noStoredFile', ${quoted('image.key')}
  from ${s} cross join lateral unnest(images) as image(key)
  where image.key !~* '^https?://'
    and not exists (select 1 from stored_files f where f.key = image.key)`;

export const databaseChecks: Readonly<Record<ProductCsvType, readonly string[]>> = {
  main: [
    `select row, 'categoryName', 'noCategory', ${quoted('category_name')} from ${s}
     where category_name is not null
       and not exists (select 1 from categories c where c.name = ${s}.category_name)`,
    ...skuChecks,
    imageCheck,
  ],
  variant: [
    `select row, 'parentSku', 'noParent', null from ${s}
     where parent_sku is not null and not exists (
       select 1 from products p
       where p.merchant_id = $3 and p.sku = ${s}.parent_sku and p.product_type = 'main')`,
    ...skuChecks,
    imageCheck,
  ],
  variant_update: [
    `select row, 'variantId', 'noVariant', null from ${s}
     where variant_id is not null and not exists (
       select 1 from products p
       where p.id = ${s}.variant_id and p.merchant_id = $3 and p.product_type = 'variant')`,
    repeated(['variant_id', 'update_type'], 'updateType', 'repeatedUpdate'),
  ],
  assign: [
    `select row, 'productId', 'noProduct', null from ${s}
     where product_id is not null
       and not exists (select 1 from products p where p.id = ${s}.product_id)`,
    `select ${s}.row, 'merchantId',
       case when m.id is null then 'noMerchant' else 'merchantInactive' end, null
     from ${s} left join merchants m on m.id = ${s}.merchant_id
     where ${s}.merchant_id is not null and (m.id is null or m.status <> 'active')`,
    `select ${s}.row, 'merchantId', 'ownProduct', null
     from ${s} join products p on p.id = ${s}.product_id and p.merchant_id = ${s}.merchant_id`,
    repeated(['product_id', 'merchant_id'], 'merchantId', 'repeatedAssignment'),
  ],
};

/**
 * Every problem of the staged file, its cells' and the database's, sorted by row and then by
 * column as the file orders them (row-wide problems first): at most `$2`, each with the total.
 * `$1` is the header.
 */
export const problemsQuery = (type: ProductCsvType): string => `
  with problem(row, col, code, vals) as (
    select row, problem->>'column', problem->>'code', problem->'values'
    from ${s} cross join lateral jsonb_array_elements(issues) as problem
    where issues is not null
    ${databaseChecks[type].map((check) => `union all ${check}`).join('\n')}
  )
  select row, col as "column", code, vals as "values", count(*) over () as total
  from problem
  order by row, coalesce(array_position($1::text[], col), 0), code, vals::text
  limit $2`;
