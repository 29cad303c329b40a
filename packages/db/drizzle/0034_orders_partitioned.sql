-- Orders partitioned by month (issue #32): `orders` by `created_at`, and the rows that hang off
-- an order (its items, the merchants offered each item, the drivers offered the order) by the
-- order's time, carried on each as `order_created_at`, so that one order and everything of it
-- live in the same month's partitions and a month can be detached whole (docs/partitions.md).
--
-- Months are India's (the business days of the rollups, and the YYMM of the order numbers):
-- `orders_2026_11` holds [2026-11-01 00:00 +05:30, 2026-12-01 00:00 +05:30).
--
-- Keys: a partitioned table's unique keys must hold the partition key, so the primary keys
-- become (id, created_at) and (…, order_created_at), and the foreign keys between these tables
-- are composite. An id stays unique as before in practice: it is 96 random bits (design.md §4),
-- and the human order number embeds the India month it was placed in, so it is unique within
-- its month's partition and therefore everywhere.
--
-- Each table also gets a DEFAULT partition: a row whose month has no partition yet (a clock far
-- ahead, an import of history older than the first month) is stored there rather than refused.
-- `ensure_order_partitions` leaves a month that already has rows in a default partition alone
-- (it warns): that month's rows keep working from the default partitions, unpruned, until
-- moved (docs/partitions.md).
--
-- The conversion: the old tables are renamed away, partitioned ones made LIKE them, the rows
-- copied in one statement per table (routed to their months), then the indexes, foreign keys
-- and triggers the old tables had are made again from their catalogue definitions (whatever
-- earlier migrations added). The rollups are untouched: the triggers are made after the copy,
-- so the copy counts nothing twice, and the rows are the same rows.
CREATE FUNCTION "order_month_start"(at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_trunc('month', at AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata' $$;
--> statement-breakpoint
-- Makes the monthly partitions of the four tables for every month from `from_at`'s to `to_at`'s
-- that lacks one; returns how many partitions it made. Safe to call from several servers at
-- once (one at a time, by an advisory lock; a month already made is skipped).
CREATE FUNCTION "ensure_order_partitions"(from_at timestamptz, to_at timestamptz)
  RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  partitioned CONSTANT text[][] := ARRAY[
    ARRAY['orders', 'created_at'],
    ARRAY['order_items', 'order_created_at'],
    ARRAY['order_possible_drivers', 'order_created_at'],
    ARRAY['order_item_possible_merchants', 'order_created_at']];
  month_from timestamptz := order_month_start(from_at);
  month_to timestamptz;
  month_name text;
  stranded boolean;
  has_rows boolean;
  made integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('ensure_order_partitions'));
  WHILE month_from <= to_at LOOP
    month_to := order_month_start(month_from + interval '32 days');
    month_name := to_char(month_from AT TIME ZONE 'Asia/Kolkata', '_YYYY_MM');
    -- A month whose rows already went to a default partition stays there, in all four tables:
    -- PostgreSQL refuses a partition for them, and an order keeps its rows in its month.
    stranded := false;
    FOR i IN 1 .. array_length(partitioned, 1) LOOP
      CONTINUE WHEN to_regclass(partitioned[i][1] || month_name) IS NOT NULL;
      EXECUTE format('SELECT EXISTS (SELECT FROM %I WHERE %I >= %L AND %I < %L)',
        partitioned[i][1] || '_default', partitioned[i][2], month_from, partitioned[i][2],
        month_to) INTO has_rows;
      stranded := stranded OR has_rows;
    END LOOP;
    IF stranded THEN
      RAISE WARNING 'orders of % are in the default partitions: no partitions made for them',
        ltrim(replace(month_name, '_', '-'), '-');
    ELSE
      FOR i IN 1 .. array_length(partitioned, 1) LOOP
        CONTINUE WHEN to_regclass(partitioned[i][1] || month_name) IS NOT NULL;
        EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
          partitioned[i][1] || month_name, partitioned[i][1], month_from, month_to);
        made := made + 1;
      END LOOP;
    END IF;
    month_from := month_to;
  END LOOP;
  RETURN made;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  tables CONSTANT text[] := ARRAY['orders', 'order_items', 'order_possible_drivers',
    'order_item_possible_merchants'];
  secondary_indexes text[];
  outside_keys text[];
  triggers text[];
  statement text;
  first_order timestamptz;
  last_order timestamptz;
BEGIN
  -- Writers wait until the conversion commits; readers too (the tables are replaced).
  LOCK TABLE orders, order_items, order_possible_drivers, order_item_possible_merchants
    IN ACCESS EXCLUSIVE MODE;

  -- What the old tables have besides columns, checks and the keys among themselves, as
  -- definitions naming the tables `orders`, … (read before the renaming), which then name the
  -- partitioned tables.
  SELECT coalesce(array_agg(pg_get_indexdef(i.indexrelid) ORDER BY i.indexrelid), '{}')
    INTO secondary_indexes
    FROM pg_index AS i
    WHERE i.indrelid = ANY (tables::regclass[])
      AND NOT i.indisunique;
  SELECT coalesce(array_agg(format('ALTER TABLE %s ADD CONSTRAINT %I %s',
      conrelid::regclass, conname, pg_get_constraintdef(oid)) ORDER BY oid), '{}')
    INTO outside_keys
    FROM pg_constraint
    WHERE contype = 'f' AND conrelid = ANY (tables::regclass[])
      AND NOT confrelid = ANY (tables::regclass[]);
  SELECT coalesce(array_agg(pg_get_triggerdef(oid) ORDER BY oid), '{}') INTO triggers
    FROM pg_trigger WHERE tgrelid = ANY (tables::regclass[]) AND NOT tgisinternal;
  IF EXISTS (SELECT FROM pg_index WHERE indrelid = ANY (tables::regclass[]) AND indisunique
      AND NOT indisprimary AND indexrelid <> 'orders_order_id_key'::regclass) THEN
    RAISE EXCEPTION 'a unique index on the order tables needs its partition key: add it here';
  END IF;
  IF EXISTS (SELECT FROM pg_constraint WHERE contype = 'f' AND confrelid = ANY (tables::regclass[])
      AND NOT conrelid = ANY (tables::regclass[])) THEN
    RAISE EXCEPTION 'a table outside the order tables references them: partition it too';
  END IF;

  -- The old tables step aside, their index names freed.
  FOREACH statement IN ARRAY tables LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT IF EXISTS %I', statement,
      statement || '_order_id_orders_id_fk');
  END LOOP;
  ALTER TABLE order_item_possible_merchants
    DROP CONSTRAINT order_item_possible_merchants_order_item_id_order_items_id_fk;
  DROP INDEX orders_order_id_key;
  FOREACH statement IN ARRAY secondary_indexes LOOP
    EXECUTE format('DROP INDEX %s', substring(statement FROM '^CREATE (?:UNIQUE )?INDEX (\S+) '));
  END LOOP;
  FOREACH statement IN ARRAY tables LOOP
    EXECUTE format('ALTER TABLE %I RENAME TO %I', statement, statement || '_unpartitioned');
    EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', statement || '_unpartitioned',
      statement || '_pkey', statement || '_unpartitioned_pkey');
  END LOOP;

  -- The partitioned tables: the same columns, defaults and checks, keys holding the month.
  CREATE TABLE orders (LIKE orders_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
    CONSTRAINT orders_pkey PRIMARY KEY (id, created_at))
    PARTITION BY RANGE (created_at);
  CREATE TABLE order_items (LIKE order_items_unpartitioned INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
    order_created_at timestamptz NOT NULL,
    CONSTRAINT order_items_pkey PRIMARY KEY (id, order_created_at))
    PARTITION BY RANGE (order_created_at);
  CREATE TABLE order_possible_drivers (LIKE order_possible_drivers_unpartitioned
      INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
    order_created_at timestamptz NOT NULL,
    CONSTRAINT order_possible_drivers_pkey PRIMARY KEY (order_id, driver_id, order_created_at))
    PARTITION BY RANGE (order_created_at);
  CREATE TABLE order_item_possible_merchants (LIKE order_item_possible_merchants_unpartitioned
      INCLUDING DEFAULTS INCLUDING CONSTRAINTS,
    order_created_at timestamptz NOT NULL,
    CONSTRAINT order_item_possible_merchants_pkey
      PRIMARY KEY (order_item_id, merchant_id, order_created_at))
    PARTITION BY RANGE (order_created_at);
  FOREACH statement IN ARRAY tables LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', statement || '_default', statement);
  END LOOP;
  SELECT min(created_at), max(created_at) INTO first_order, last_order FROM orders_unpartitioned;
  PERFORM ensure_order_partitions(least(first_order, now()),
    greatest(last_order, now()) + interval '3 months');

  -- The rows, each routed to its month.
  INSERT INTO orders SELECT * FROM orders_unpartitioned;
  INSERT INTO order_items SELECT items.*, orders.created_at
    FROM order_items_unpartitioned AS items JOIN orders ON orders.id = items.order_id;
  INSERT INTO order_possible_drivers SELECT offers.*, orders.created_at
    FROM order_possible_drivers_unpartitioned AS offers JOIN orders ON orders.id = offers.order_id;
  INSERT INTO order_item_possible_merchants SELECT possible.*, items.order_created_at
    FROM order_item_possible_merchants_unpartitioned AS possible
    JOIN order_items AS items ON items.id = possible.order_item_id;

  -- The order number is unique within a month, hence everywhere (see above).
  CREATE UNIQUE INDEX orders_order_id_key ON orders (order_id text_pattern_ops, created_at);
  FOREACH statement IN ARRAY secondary_indexes LOOP
    EXECUTE statement;
  END LOOP;
  ALTER TABLE order_items ADD CONSTRAINT order_items_order_id_orders_id_fk
    FOREIGN KEY (order_id, order_created_at) REFERENCES orders (id, created_at)
    ON DELETE CASCADE ON UPDATE CASCADE;
  ALTER TABLE order_possible_drivers ADD CONSTRAINT order_possible_drivers_order_id_orders_id_fk
    FOREIGN KEY (order_id, order_created_at) REFERENCES orders (id, created_at)
    ON DELETE CASCADE ON UPDATE CASCADE;
  ALTER TABLE order_item_possible_merchants
    ADD CONSTRAINT order_item_possible_merchants_order_item_id_order_items_id_fk
    FOREIGN KEY (order_item_id, order_created_at) REFERENCES order_items (id, order_created_at)
    ON DELETE CASCADE ON UPDATE CASCADE;
  FOREACH statement IN ARRAY outside_keys LOOP
    EXECUTE statement;
  END LOOP;
  FOREACH statement IN ARRAY triggers LOOP
    EXECUTE statement;
  END LOOP;

  -- Every row made it, or nothing changes.
  IF (SELECT count(*) FROM orders) <> (SELECT count(*) FROM orders_unpartitioned)
    OR (SELECT count(*) FROM order_items) <> (SELECT count(*) FROM order_items_unpartitioned)
    OR (SELECT count(*) FROM order_possible_drivers)
      <> (SELECT count(*) FROM order_possible_drivers_unpartitioned)
    OR (SELECT count(*) FROM order_item_possible_merchants)
      <> (SELECT count(*) FROM order_item_possible_merchants_unpartitioned) THEN
    RAISE EXCEPTION 'orders partitioning lost rows';
  END IF;
  DROP TABLE order_item_possible_merchants_unpartitioned, order_possible_drivers_unpartitioned,
    order_items_unpartitioned, orders_unpartitioned;
END $$;
--> statement-breakpoint
-- History names the table of a change (migration 0023): the partitioned table, not the month's
-- partition its row trigger fires on.
DO $$
DECLARE
  definition CONSTANT text := pg_get_functiondef('record_change'::regproc);
  named CONSTANT text := 'TG_TABLE_NAME, coalesce(new_row, old_row)';
BEGIN
  IF position(named IN definition) = 0 THEN
    RAISE EXCEPTION 'record_change no longer names its table as migration 0034 expects';
  END IF;
  EXECUTE replace(definition, named, '(SELECT relname FROM pg_class
    WHERE oid = coalesce(pg_partition_root(TG_RELID), TG_RELID)), coalesce(new_row, old_row)');
END $$;
