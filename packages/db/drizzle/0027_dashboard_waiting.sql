-- The Dashboard's waiting work, counted off small partial indexes and kept counters at any size.
CREATE TABLE "merchant_delivered_totals" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"earned" numeric NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bulk_runs_in_progress_idx" ON "bulk_runs" USING btree ("created_at") WHERE "bulk_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "list_exports_running_idx" ON "list_exports" USING btree ("created_at") WHERE "list_exports"."state" = 'running';--> statement-breakpoint
CREATE INDEX "orders_ready_without_driver_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'readyToPick' and "orders"."driver_id" is null;
--> statement-breakpoint
-- Each merchant's earnings from delivered orders (merchant_delivered_totals): the price ×
-- quantity of its items of orders whose status is delivered. Kept like driver_delivered_totals
-- (0021) by statement triggers with transition tables, in the writing transaction; net-zero
-- changes touch no row, and rows are locked in key order.
-- The statement adding `changes` (rows of merchant_id, amount) to the totals. Returned, not run:
-- only the trigger function itself sees its transition tables.
CREATE FUNCTION "merchant_delivered_totals_add"(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    INSERT INTO merchant_delivered_totals AS totals (merchant_id, earned)
    SELECT merchant_id, sum(amount) FROM (%s) AS changes
    WHERE merchant_id IS NOT NULL
    GROUP BY merchant_id HAVING sum(amount) <> 0 ORDER BY merchant_id
    ON CONFLICT (merchant_id) DO UPDATE SET earned = totals.earned + excluded.earned
  $sql$, changes);
$$;
--> statement-breakpoint
-- Items added, changed or removed while their order is delivered. Items deleted with their order
-- find no order here: the order's own BEFORE DELETE trigger subtracted them.
CREATE FUNCTION "order_items_merchant_earned_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item text := 'SELECT order_id, merchant_id, %s * price * quantity AS amount FROM %s';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format(item, 1, 'new_items')
    WHEN 'DELETE' THEN format(item, -1, 'old_items')
    ELSE format(item, 1, 'new_items') || ' UNION ALL ' || format(item, -1, 'old_items')
  END;
BEGIN
  EXECUTE merchant_delivered_totals_add(format(
    'SELECT changes.merchant_id, changes.amount FROM (%s) AS changes
     JOIN orders ON orders.id = changes.order_id WHERE orders.status = ''delivered''', changes));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order reaching or leaving delivered adds or subtracts its items.
CREATE FUNCTION "orders_merchant_earned_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE merchant_delivered_totals_add($sql$
    SELECT items.merchant_id,
      CASE WHEN new_orders.status = 'delivered' THEN 1 ELSE -1 END * items.price * items.quantity
        AS amount
    FROM new_orders JOIN old_orders USING (id)
    JOIN order_items AS items ON items.order_id = new_orders.id
    WHERE (new_orders.status = 'delivered') <> (old_orders.status = 'delivered')
  $sql$);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Before a delivered order goes: its items are still there to subtract.
CREATE FUNCTION "orders_merchant_earned_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'delivered' THEN
    EXECUTE merchant_delivered_totals_add(format(
      'SELECT merchant_id, -price * quantity AS amount FROM order_items WHERE order_id = %L',
      OLD.id));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_merchant_earned_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_merchant_earned_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_merchant_earned_update" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_merchant_earned_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_merchant_earned_delete" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS old_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_merchant_earned_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_merchant_earned_truncate" AFTER TRUNCATE ON "order_items"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('merchant_delivered_totals');
--> statement-breakpoint
CREATE TRIGGER "orders_merchant_earned_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_merchant_earned_update();
--> statement-breakpoint
CREATE TRIGGER "orders_merchant_earned_delete" BEFORE DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_merchant_earned_delete();
--> statement-breakpoint
CREATE TRIGGER "orders_merchant_earned_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('merchant_delivered_totals');
--> statement-breakpoint
-- list_totals_rebuild (0021) counts this table again too: the demo seed loads with triggers off.
CREATE OR REPLACE FUNCTION "list_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE customers, merchants, drivers, products, orders, order_items
    IN SHARE ROW EXCLUSIVE MODE;
  TRUNCATE customer_totals, merchant_totals, driver_totals, product_totals,
    driver_delivered_totals, merchant_delivered_totals;
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
  INSERT INTO merchant_delivered_totals (merchant_id, earned)
  SELECT items.merchant_id, sum(items.price * items.quantity)
  FROM order_items AS items JOIN orders ON orders.id = items.order_id
  WHERE orders.status = 'delivered' AND items.merchant_id IS NOT NULL GROUP BY 1;
END $$;
--> statement-breakpoint
-- The earnings of the orders already delivered.
INSERT INTO merchant_delivered_totals (merchant_id, earned)
SELECT items.merchant_id, sum(items.price * items.quantity)
FROM order_items AS items JOIN orders ON orders.id = items.order_id
WHERE orders.status = 'delivered' AND items.merchant_id IS NOT NULL GROUP BY 1;
