-- The Dashboard's waiting work (issue 31) as a small table kept by the order and item triggers in
-- the writing transaction: the orders placed and not yet accepted, ready to pick without a
-- driver, or out for delivery, with their time and status, and for a placed order how many of
-- its items of a product have no merchant (the assignment queue). A few thousand rows whatever
-- the number of orders: the tiles and the queue read them by index, where reading `orders` meant
-- planning and probing every month's partition (migration 0034).
CREATE TABLE "waiting_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"unassigned_items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Rows come and go with every order placed, accepted, picked and delivered: vacuumed and
-- analysed after a few hundred changes rather than a fifth of the table, so that its scans and
-- the planner's figures stay those of a few thousand rows.
ALTER TABLE "waiting_orders" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 500);
--> statement-breakpoint
CREATE INDEX "waiting_orders_status_created_at_idx" ON "waiting_orders" USING btree ("status","created_at","id");
--> statement-breakpoint
CREATE INDEX "waiting_orders_queue_idx" ON "waiting_orders" USING btree ("created_at","id") WHERE "waiting_orders"."status" = 'placed' and "waiting_orders"."unassigned_items" > 0;
--> statement-breakpoint
-- Whether an order with this status and driver waits for someone: a merchant to accept it, a
-- driver to take it, or its delivery. An SQL function the planner inlines, so that reading the
-- orders by it uses their status index.
CREATE FUNCTION "order_waits"(status text, driver_id text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT status IN ('placed', 'outForDelivery') OR (status = 'readyToPick' AND driver_id IS NULL) $$;
--> statement-breakpoint
-- Counts again the items of a product with no merchant of each placed one of the waiting orders
-- `order_ids`. Their rows are locked first, in key order, by a statement of its own, so that the
-- count (a later statement, hence a later snapshot) sees every change committed by whoever held
-- one of them before: two transactions changing one order's items both end counted, whichever
-- trigger runs first. Counting rather than adding differences also leaves the order of the
-- orders' and the items' triggers free (a statement inserting an order and its items at once
-- fires them in no set order).
-- A count that did not change writes nothing: the table churns with every order placed.
CREATE FUNCTION "waiting_orders_count"(order_ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM FROM waiting_orders WHERE id = ANY (order_ids) ORDER BY id FOR UPDATE;
  UPDATE waiting_orders AS waiting SET unassigned_items = counted.items
  FROM (
    SELECT placed.id, (
      SELECT count(*) FROM order_items AS items
      WHERE items.order_id = placed.id AND items.order_created_at = placed.created_at
        AND items.product_id IS NOT NULL AND items.merchant_id IS NULL) AS items
    FROM waiting_orders AS placed
    WHERE placed.id = ANY (order_ids) AND placed.status = 'placed') AS counted
  WHERE waiting.id = counted.id AND waiting.unassigned_items <> counted.items;
END $$;
--> statement-breakpoint
CREATE FUNCTION "waiting_orders_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO waiting_orders (id, created_at, status)
  SELECT id, created_at, status FROM new_orders
  WHERE order_waits(status, driver_id) ORDER BY id;
  PERFORM waiting_orders_count(ARRAY(SELECT id FROM new_orders WHERE status = 'placed'));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Orders changed: those no longer waiting leave; those waiting take their time and status (an
-- order moving to another month's partition is an update here too), a placed one its count
-- again. Exact as long as an order's items are not changed while another transaction makes the
-- order wait, its row not yet there to lock: the server changes an order's items under the
-- order's row lock (repos/order-assignment.ts), as the merchant earnings of 0027 need too.
CREATE FUNCTION "waiting_orders_update"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "waiting_orders_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM waiting_orders AS waiting USING old_orders WHERE waiting.id = old_orders.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Items added, changed or removed: the orders whose number of items of a product with no
-- merchant changed are counted again (not an item moving month with its order: its order's
-- update counts it in its new month).
CREATE FUNCTION "waiting_orders_items_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT order_id FROM new_items
      WHERE product_id IS NOT NULL AND merchant_id IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT order_id FROM old_items
      WHERE product_id IS NOT NULL AND merchant_id IS NULL);
  ELSE
    changed := ARRAY(
      SELECT order_id FROM (
        SELECT order_id, 1 AS sign FROM new_items
        WHERE product_id IS NOT NULL AND merchant_id IS NULL
        UNION ALL
        SELECT order_id, -1 FROM old_items
        WHERE product_id IS NOT NULL AND merchant_id IS NULL) AS changes
      GROUP BY order_id HAVING sum(sign) <> 0);
  END IF;
  IF cardinality(changed) > 0 THEN
    PERFORM waiting_orders_count(changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "waiting_orders_items_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE waiting_orders SET unassigned_items = 0 WHERE unassigned_items <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_waiting_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_insert();
--> statement-breakpoint
CREATE TRIGGER "orders_waiting_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_update();
--> statement-breakpoint
CREATE TRIGGER "orders_waiting_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_delete();
--> statement-breakpoint
CREATE TRIGGER "orders_waiting_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('waiting_orders');
--> statement-breakpoint
CREATE TRIGGER "order_items_waiting_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_items_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_waiting_update" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_items_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_waiting_delete" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_items_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_waiting_truncate" AFTER TRUNCATE ON "order_items"
  FOR EACH STATEMENT EXECUTE FUNCTION waiting_orders_items_clear();
--> statement-breakpoint
-- The waiting orders counted from the orders and items (writers held off by the caller's lock).
CREATE FUNCTION "waiting_orders_fill"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO waiting_orders (id, created_at, status, unassigned_items)
  SELECT orders.id, orders.created_at, orders.status,
    CASE WHEN orders.status = 'placed' THEN (
      SELECT count(*) FROM order_items AS items
      WHERE items.order_id = orders.id AND items.order_created_at = orders.created_at
        AND items.product_id IS NOT NULL AND items.merchant_id IS NULL)
    ELSE 0 END
  FROM orders WHERE order_waits(orders.status, orders.driver_id);
END $$;
--> statement-breakpoint
-- list_totals_rebuild (0021, 0027) counts the waiting orders again too: the demo seed loads
-- with the triggers off, and a detached month's orders leave the table with it.
CREATE OR REPLACE FUNCTION "list_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE customers, merchants, drivers, products, orders, order_items,
    merchant_settlements, driver_settlements IN SHARE ROW EXCLUSIVE MODE;
  TRUNCATE customer_totals, merchant_totals, driver_totals, product_totals,
    driver_delivered_totals, merchant_money_totals, driver_settled_totals, waiting_orders;
  INSERT INTO customer_totals (status, total) SELECT status, count(*) FROM customers GROUP BY 1;
  INSERT INTO merchant_totals (status, total) SELECT status, count(*) FROM merchants GROUP BY 1;
  INSERT INTO driver_totals (status, is_available, total)
  SELECT status, is_available, count(*) FROM drivers GROUP BY 1, 2;
  INSERT INTO product_totals (product_type, admin_disabled, total)
  SELECT product_type, admin_disabled, count(*) FROM products GROUP BY 1, 2;
  INSERT INTO driver_delivered_totals (driver_id, earned, collected)
  SELECT driver_id, sum(delivery_fee + tip),
    sum(CASE WHEN payment_method = 'cod' THEN sub_total + delivery_fee + platform_fee
      + handling_fee + small_cart_fee + tip + other_fees ELSE 0 END)
  FROM orders WHERE status = 'delivered' AND driver_id IS NOT NULL GROUP BY 1;
  INSERT INTO merchant_money_totals (merchant_id, earned)
  SELECT items.merchant_id, sum(items.price * items.quantity)
  FROM order_items AS items JOIN orders ON orders.id = items.order_id
  WHERE orders.status = 'delivered' AND items.merchant_id IS NOT NULL GROUP BY 1;
  PERFORM money_due_totals_settled();
  PERFORM waiting_orders_fill();
END $$;
--> statement-breakpoint
-- The orders already there, with writers held off until this transaction ends.
LOCK TABLE "orders", "order_items" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT waiting_orders_fill();
--> statement-breakpoint
-- The planner's figures for the new table (the demo seed analyses it after a load).
ANALYZE "waiting_orders";
