ALTER TABLE "waiting_orders" ADD COLUMN "items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_orders" ADD COLUMN "suggestions" jsonb;--> statement-breakpoint
ALTER TABLE "waiting_orders" ADD COLUMN "assignment" jsonb;
--> statement-breakpoint
-- The assignment queue's suggestions (issue 31), kept with each placed waiting order by the
-- transactions that change what they are worked out from: its items, the merchants stored with
-- them, the merchants' offers and stock, a merchant's status, name or place, and the order's
-- place. Working them out at every read of the queue took some 3 ms of PostgreSQL per page of
-- 20 orders, 50 ms and more at the 95th percentile under 16 clients; the queue now reads them
-- with its orders.
-- Worked out for the placed waiting orders among `order_ids`, after locking their rows in key
-- order by a statement of its own, so that the working out (a later statement, hence a later
-- snapshot) sees every change committed by whoever held one of them before, as
-- waiting_orders_count (0042) does. An order a transaction is still placing is not there to
-- lock: a change of offers or merchants meanwhile reaches it at its next change, and assigning
-- checks the merchant again (repos/order-assignment.ts).
-- The possible merchants of an item are those stored with it and every active merchant with an
-- offer for its product whose stock covers its quantity (repos/possible-merchants.ts); a merchant
-- counts for a product when it can supply every item of that product in the order. Merchants
-- rank by the items they cover, then nearness (flat-earth kilometres: ample within a city), then
-- store name; the assignment gives each product the first-ranked merchant able to supply it, and
-- is null unless every product has one. What did not change writes nothing.
-- One order at a time, by a plan made once per connection (the partitions an order's items are in
-- chosen as it runs): worked out for many at once, the statement's joins, planned for a few rows,
-- took seconds for the whole queue of a million orders; one at a time it is under a millisecond
-- each. Never compiled by JIT, whose cost estimate such a statement can pass: compiling took 60 ms
-- where running takes one.
CREATE FUNCTION "waiting_orders_suggest"(order_ids text[]) RETURNS void LANGUAGE plpgsql
  SET jit = off SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  placed text;
BEGIN
  IF cardinality(order_ids) IS NULL OR cardinality(order_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM FROM waiting_orders WHERE id = ANY (order_ids) AND status = 'placed' ORDER BY id FOR UPDATE;
  FOR placed IN SELECT DISTINCT id FROM unnest(order_ids) AS id LOOP
    WITH page AS MATERIALIZED (
      SELECT orders.id, orders.created_at, orders.latitude, orders.longitude
      FROM waiting_orders AS waiting
      JOIN orders ON orders.id = waiting.id AND orders.created_at = waiting.created_at
      WHERE waiting.id = placed AND waiting.status = 'placed'
    ),
    items AS MATERIALIZED (
      SELECT items.id, items.order_id, items.order_created_at, items.product_id, items.quantity,
        count(*) OVER (PARTITION BY items.order_id, items.product_id) AS of_product
      FROM page
      JOIN order_items AS items
        ON items.order_id = page.id AND items.order_created_at = page.created_at
      WHERE items.product_id IS NOT NULL
    ),
    possible AS (
      SELECT items.order_id, items.product_id, items.of_product, items.id, stored.merchant_id
      FROM items
      JOIN order_item_possible_merchants AS stored
        ON stored.order_item_id = items.id AND stored.order_created_at = items.order_created_at
      UNION
      SELECT items.order_id, items.product_id, items.of_product, items.id, offers.merchant_id
      FROM items
      JOIN product_offers AS offers
        ON offers.product_id = items.product_id AND offers.stock >= items.quantity
      JOIN merchants ON merchants.id = offers.merchant_id AND merchants.status = 'active'
    ),
    can_supply AS (
      SELECT order_id, product_id, merchant_id, of_product AS items
      FROM possible
      GROUP BY order_id, product_id, of_product, merchant_id
      HAVING count(*) = of_product
    ),
    near AS (
      SELECT can_supply.order_id, merchants.id AS merchant_id, merchants.store_name,
        sum(can_supply.items)::integer AS covers, array_agg(can_supply.product_id) AS products,
        6371 * sqrt(
          power(radians((merchants.latitude - page.latitude)::float8), 2)
          + power(radians((merchants.longitude - page.longitude)::float8)
                  * cos(radians(((merchants.latitude + page.latitude) / 2)::float8)), 2)) AS distance
      FROM can_supply
      JOIN page ON page.id = can_supply.order_id
      JOIN merchants ON merchants.id = can_supply.merchant_id
      GROUP BY can_supply.order_id, merchants.id, page.latitude, page.longitude
    ),
    ranked AS (
      SELECT order_id, merchant_id, store_name, covers, products,
        round(distance::numeric, 1)::float8 AS distance_km,
        row_number() OVER (
          PARTITION BY order_id
          ORDER BY covers DESC, distance NULLS LAST, store_name, merchant_id) AS rank
      FROM near
    ),
    chosen AS (
      SELECT DISTINCT ON (ranked.order_id, product_id) ranked.order_id, product_id,
        ranked.merchant_id
      FROM ranked, unnest(ranked.products) AS product_id
      ORDER BY ranked.order_id, product_id, ranked.rank
    ),
    counted AS (
      SELECT order_id, count(*)::integer AS items, count(DISTINCT product_id) AS products
      FROM items GROUP BY order_id
    ),
    -- As many as the Dashboard shows (SUGGESTIONS_SHOWN in packages/api's dashboard contract).
    suggested AS (
      SELECT order_id,
        jsonb_agg(jsonb_build_object('merchantId', merchant_id, 'storeName', store_name,
          'covers', covers, 'distanceKm', distance_km) ORDER BY rank) AS suggestions
      FROM ranked WHERE rank <= 3 GROUP BY order_id
    ),
    assigned AS (
      SELECT order_id, count(*) AS products,
        jsonb_agg(jsonb_build_object('productId', product_id, 'merchantId', merchant_id)
          ORDER BY product_id) AS assignment
      FROM chosen GROUP BY order_id
    ),
    worked_out AS (
      SELECT page.id, coalesce(counted.items, 0) AS items, suggested.suggestions,
        CASE WHEN assigned.products = counted.products THEN assigned.assignment END AS assignment
      FROM page
      LEFT JOIN counted ON counted.order_id = page.id
      LEFT JOIN suggested ON suggested.order_id = page.id
      LEFT JOIN assigned ON assigned.order_id = page.id
    )
    UPDATE waiting_orders AS waiting
    SET items = worked_out.items, suggestions = worked_out.suggestions,
      assignment = worked_out.assignment
    FROM worked_out
    WHERE waiting.id = worked_out.id
      AND (waiting.items, waiting.suggestions, waiting.assignment)
        IS DISTINCT FROM (worked_out.items, worked_out.suggestions, worked_out.assignment);
  END LOOP;
END $$;
--> statement-breakpoint
-- Orders placed: their waiting rows, counted (0042) and suggested.
CREATE OR REPLACE FUNCTION "waiting_orders_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed text[] := ARRAY(SELECT id FROM new_orders WHERE status = 'placed');
BEGIN
  INSERT INTO waiting_orders (id, created_at, status)
  SELECT id, created_at, status FROM new_orders
  WHERE order_waits(status, driver_id) ORDER BY id;
  PERFORM waiting_orders_count(placed);
  PERFORM waiting_orders_suggest(placed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Orders changed (0042): those that became placed, or moved in time, are suggested again, and so
-- are placed orders whose place changed.
CREATE OR REPLACE FUNCTION "waiting_orders_update"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed text[];
BEGIN
  DELETE FROM waiting_orders AS waiting USING new_orders
  WHERE waiting.id = new_orders.id AND NOT order_waits(new_orders.status, new_orders.driver_id);
  WITH changed AS (
    INSERT INTO waiting_orders AS waiting (id, created_at, status)
    SELECT new_orders.id, new_orders.created_at, new_orders.status
    FROM new_orders JOIN old_orders USING (id)
    WHERE order_waits(new_orders.status, new_orders.driver_id)
      AND (NOT order_waits(old_orders.status, old_orders.driver_id)
        OR (new_orders.status, new_orders.created_at) <> (old_orders.status, old_orders.created_at))
    ORDER BY new_orders.id
    ON CONFLICT (id) DO UPDATE
      SET created_at = excluded.created_at, status = excluded.status, unassigned_items = 0
    RETURNING id, status)
  SELECT array_agg(id) INTO placed FROM changed WHERE status = 'placed';
  PERFORM waiting_orders_count(placed);
  PERFORM waiting_orders_suggest(ARRAY(
    SELECT unnest(placed)
    UNION
    SELECT new_orders.id FROM new_orders JOIN old_orders USING (id)
    WHERE new_orders.status = 'placed'
      AND (new_orders.latitude, new_orders.longitude)
        IS DISTINCT FROM (old_orders.latitude, old_orders.longitude)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Items added, changed or removed (0042): counted again where their count changed, and suggested
-- again where an item of a product came or went, or changed product, quantity or month.
CREATE OR REPLACE FUNCTION "waiting_orders_items_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
  suggest text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT order_id FROM new_items
      WHERE product_id IS NOT NULL AND merchant_id IS NULL);
    suggest := ARRAY(SELECT DISTINCT order_id FROM new_items WHERE product_id IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT order_id FROM old_items
      WHERE product_id IS NOT NULL AND merchant_id IS NULL);
    suggest := ARRAY(SELECT DISTINCT order_id FROM old_items WHERE product_id IS NOT NULL);
  ELSE
    changed := ARRAY(
      SELECT order_id FROM (
        SELECT order_id, 1 AS sign FROM new_items
        WHERE product_id IS NOT NULL AND merchant_id IS NULL
        UNION ALL
        SELECT order_id, -1 FROM old_items
        WHERE product_id IS NOT NULL AND merchant_id IS NULL) AS changes
      GROUP BY order_id HAVING sum(sign) <> 0);
    suggest := ARRAY(
      SELECT DISTINCT new_items.order_id FROM new_items JOIN old_items USING (id)
      WHERE (new_items.product_id, new_items.quantity, new_items.order_created_at)
        IS DISTINCT FROM (old_items.product_id, old_items.quantity, old_items.order_created_at));
  END IF;
  IF cardinality(changed) > 0 THEN
    PERFORM waiting_orders_count(changed);
  END IF;
  PERFORM waiting_orders_suggest(suggest);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Merchants stored with items, added, moved or removed: their orders are suggested again.
CREATE FUNCTION "waiting_orders_possible_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rows text := CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END;
  suggest text[];
BEGIN
  EXECUTE format($sql$SELECT ARRAY(
    SELECT DISTINCT items.order_id FROM %s AS changed
    JOIN order_items AS items
      ON items.id = changed.order_item_id AND items.order_created_at = changed.order_created_at)
    $sql$, rows) INTO suggest;
  PERFORM waiting_orders_suggest(suggest);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_item_possible_merchants_waiting_insert"
  AFTER INSERT ON "order_item_possible_merchants" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_possible_apply();
--> statement-breakpoint
CREATE TRIGGER "order_item_possible_merchants_waiting_update"
  AFTER UPDATE ON "order_item_possible_merchants" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_possible_apply();
--> statement-breakpoint
CREATE TRIGGER "order_item_possible_merchants_waiting_delete"
  AFTER DELETE ON "order_item_possible_merchants" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_possible_apply();
--> statement-breakpoint
-- The placed waiting orders with an item of one of the `products`, or whose items a merchant
-- among `merchant_ids` is stored with or offers: those a change of offers or merchants suggests
-- again. Read from the waiting orders (a few hundred placed) rather than from the products' items
-- (every order ever placed).
-- PL/pgSQL for a plan kept per connection (an SQL function is planned at every call, 5 ms), and
-- without JIT, as waiting_orders_suggest.
CREATE FUNCTION "waiting_orders_touched"(products text[], merchant_ids text[]) RETURNS text[]
  LANGUAGE plpgsql STABLE SET jit = off SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN ARRAY(
    SELECT DISTINCT waiting.id
    FROM waiting_orders AS waiting
    JOIN order_items AS items
      ON items.order_id = waiting.id AND items.order_created_at = waiting.created_at
    WHERE waiting.status = 'placed' AND items.product_id IS NOT NULL
      AND (items.product_id = ANY (products)
        OR EXISTS (SELECT FROM product_offers AS offers
          WHERE offers.product_id = items.product_id AND offers.merchant_id = ANY (merchant_ids))
        OR EXISTS (SELECT FROM order_item_possible_merchants AS stored
          WHERE stored.order_item_id = items.id AND stored.order_created_at = items.order_created_at
            AND stored.merchant_id = ANY (merchant_ids))));
END $$;
--> statement-breakpoint
-- Offers added, changed or removed (the product CSV writes them in one statement): the orders
-- with an item of their products are suggested again.
CREATE FUNCTION "waiting_orders_offers_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  products text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    products := ARRAY(SELECT DISTINCT product_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    products := ARRAY(SELECT DISTINCT product_id FROM old_rows);
  ELSE
    products := ARRAY(
      SELECT DISTINCT new_rows.product_id FROM new_rows
      JOIN old_rows USING (product_id, merchant_id)
      WHERE new_rows.stock <> old_rows.stock
      UNION
      SELECT product_id FROM new_rows
      WHERE (product_id, merchant_id) NOT IN (SELECT product_id, merchant_id FROM old_rows)
      UNION
      SELECT product_id FROM old_rows
      WHERE (product_id, merchant_id) NOT IN (SELECT product_id, merchant_id FROM new_rows));
  END IF;
  IF cardinality(products) > 0 THEN
    PERFORM waiting_orders_suggest(waiting_orders_touched(products, '{}'));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_offers_waiting_insert" AFTER INSERT ON "product_offers"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_offers_apply();
--> statement-breakpoint
CREATE TRIGGER "product_offers_waiting_update" AFTER UPDATE ON "product_offers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_offers_apply();
--> statement-breakpoint
CREATE TRIGGER "product_offers_waiting_delete" AFTER DELETE ON "product_offers"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_offers_apply();
--> statement-breakpoint
-- Merchants whose status, store name or place changed: the orders they could supply are
-- suggested again.
CREATE FUNCTION "waiting_orders_merchants_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[] := ARRAY(
    SELECT new_rows.id FROM new_rows JOIN old_rows USING (id)
    WHERE (new_rows.status, new_rows.store_name, new_rows.latitude, new_rows.longitude)
      IS DISTINCT FROM (old_rows.status, old_rows.store_name, old_rows.latitude, old_rows.longitude));
BEGIN
  IF cardinality(changed) > 0 THEN
    PERFORM waiting_orders_suggest(waiting_orders_touched('{}', changed));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "merchants_waiting_update" AFTER UPDATE ON "merchants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_merchants_apply();
--> statement-breakpoint
-- The waiting orders counted (0042) and the placed ones suggested, for list_totals_rebuild.
CREATE OR REPLACE FUNCTION "waiting_orders_fill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO waiting_orders (id, created_at, status, unassigned_items)
  SELECT orders.id, orders.created_at, orders.status,
    CASE WHEN orders.status = 'placed' THEN (
      SELECT count(*) FROM order_items AS items
      WHERE items.order_id = orders.id AND items.order_created_at = orders.created_at
        AND items.product_id IS NOT NULL AND items.merchant_id IS NULL)
    ELSE 0 END
  FROM orders WHERE order_waits(orders.status, orders.driver_id);
  PERFORM waiting_orders_suggest(ARRAY(SELECT id FROM waiting_orders WHERE status = 'placed'));
END $$;
--> statement-breakpoint
-- The orders already waiting, with writers held off until this transaction ends.
LOCK TABLE "orders", "order_items", "order_item_possible_merchants", "product_offers", "merchants"
  IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT waiting_orders_suggest(ARRAY(SELECT id FROM waiting_orders WHERE status = 'placed'));
