-- The Dashboard's waiting work, counted off small partial indexes and kept counters at any size.
CREATE TABLE "driver_settled_totals" (
	"driver_id" text PRIMARY KEY NOT NULL,
	"earning" numeric NOT NULL,
	"cash_collected" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_money_totals" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"earned" numeric NOT NULL,
	"settled" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bulk_runs_in_progress_idx" ON "bulk_runs" USING btree ("created_at") WHERE "bulk_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "list_exports_running_idx" ON "list_exports" USING btree ("created_at") WHERE "list_exports"."state" = 'running';--> statement-breakpoint
CREATE INDEX "orders_ready_without_driver_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'readyToPick' and "orders"."driver_id" is null;
--> statement-breakpoint
-- Each merchant's earnings from delivered orders (merchant_money_totals.earned): the price ×
-- quantity of its items of orders whose status is delivered. Kept like driver_delivered_totals
-- (0021) by statement triggers with transition tables, in the writing transaction; net-zero
-- changes touch no row, and rows are locked in key order.
-- The statement adding `changes` (rows of merchant_id, amount) to the totals. Returned, not run:
-- only the trigger function itself sees its transition tables.
CREATE FUNCTION "merchant_money_totals_add"(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    INSERT INTO merchant_money_totals AS totals (merchant_id, earned)
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
  EXECUTE merchant_money_totals_add(format(
    'SELECT changes.merchant_id, changes.amount FROM (%s) AS changes
     JOIN orders ON orders.id = changes.order_id WHERE orders.status = ''delivered''', changes));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order reaching or leaving delivered adds or subtracts its items.
CREATE FUNCTION "orders_merchant_earned_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE merchant_money_totals_add($sql$
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
    EXECUTE merchant_money_totals_add(format(
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
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('merchant_money_totals');
--> statement-breakpoint
CREATE TRIGGER "orders_merchant_earned_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_merchant_earned_update();
--> statement-breakpoint
CREATE TRIGGER "orders_merchant_earned_delete" BEFORE DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_merchant_earned_delete();
--> statement-breakpoint
CREATE TRIGGER "orders_merchant_earned_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('merchant_money_totals');
--> statement-breakpoint
-- What was settled to each merchant (merchant_money_totals.settled) and driver
-- (driver_settled_totals), kept by statement triggers on the settlements in the same way.
CREATE FUNCTION "merchant_settled_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settled text := 'SELECT merchant_id, %s * amount AS amount FROM %s';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format(settled, 1, 'new_rows')
    WHEN 'DELETE' THEN format(settled, -1, 'old_rows')
    ELSE format(settled, 1, 'new_rows') || ' UNION ALL ' || format(settled, -1, 'old_rows')
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO merchant_money_totals AS totals (merchant_id, earned, settled)
    SELECT merchant_id, 0, sum(amount) FROM (%s) AS changes
    GROUP BY merchant_id HAVING sum(amount) <> 0 ORDER BY merchant_id
    ON CONFLICT (merchant_id) DO UPDATE SET settled = totals.settled + excluded.settled
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "merchant_settled_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE merchant_money_totals SET settled = 0 WHERE settled <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "driver_settled_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settled text := $sql$SELECT driver_id,
    CASE WHEN type = 'earning' THEN %1$s * amount ELSE 0 END AS earning,
    CASE WHEN type = 'cashCollected' THEN %1$s * amount ELSE 0 END AS cash_collected
    FROM %2$s$sql$;
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format(settled, 1, 'new_rows')
    WHEN 'DELETE' THEN format(settled, -1, 'old_rows')
    ELSE format(settled, 1, 'new_rows') || ' UNION ALL ' || format(settled, -1, 'old_rows')
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO driver_settled_totals AS totals (driver_id, earning, cash_collected)
    SELECT driver_id, sum(earning), sum(cash_collected) FROM (%s) AS changes
    GROUP BY driver_id HAVING sum(earning) <> 0 OR sum(cash_collected) <> 0 ORDER BY driver_id
    ON CONFLICT (driver_id) DO UPDATE SET earning = totals.earning + excluded.earning,
      cash_collected = totals.cash_collected + excluded.cash_collected
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "merchant_settlements_totals_insert" AFTER INSERT ON "merchant_settlements"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION merchant_settled_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_settlements_totals_update" AFTER UPDATE ON "merchant_settlements"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_settled_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_settlements_totals_delete" AFTER DELETE ON "merchant_settlements"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION merchant_settled_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_settlements_totals_truncate" AFTER TRUNCATE ON "merchant_settlements"
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_settled_clear();
--> statement-breakpoint
CREATE TRIGGER "driver_settlements_totals_insert" AFTER INSERT ON "driver_settlements"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION driver_settled_apply();
--> statement-breakpoint
CREATE TRIGGER "driver_settlements_totals_update" AFTER UPDATE ON "driver_settlements"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION driver_settled_apply();
--> statement-breakpoint
CREATE TRIGGER "driver_settlements_totals_delete" AFTER DELETE ON "driver_settlements"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION driver_settled_apply();
--> statement-breakpoint
CREATE TRIGGER "driver_settlements_totals_truncate" AFTER TRUNCATE ON "driver_settlements"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('driver_settled_totals');
--> statement-breakpoint
-- Adds every settlement to the totals: the rebuild's, and this migration's own below.
CREATE FUNCTION "money_due_totals_settled"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO merchant_money_totals AS totals (merchant_id, earned, settled)
  SELECT merchant_id, 0, sum(amount) FROM merchant_settlements GROUP BY 1 ORDER BY 1
  ON CONFLICT (merchant_id) DO UPDATE SET settled = totals.settled + excluded.settled;
  INSERT INTO driver_settled_totals (driver_id, earning, cash_collected)
  SELECT driver_id, coalesce(sum(amount) FILTER (WHERE type = 'earning'), 0),
    coalesce(sum(amount) FILTER (WHERE type = 'cashCollected'), 0)
  FROM driver_settlements GROUP BY 1;
END $$;
--> statement-breakpoint
-- list_totals_rebuild (0021) counts this table again too: the demo seed loads with triggers off.
CREATE OR REPLACE FUNCTION "list_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE customers, merchants, drivers, products, orders, order_items,
    merchant_settlements, driver_settlements IN SHARE ROW EXCLUSIVE MODE;
  TRUNCATE customer_totals, merchant_totals, driver_totals, product_totals,
    driver_delivered_totals, merchant_money_totals, driver_settled_totals;
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
END $$;
--> statement-breakpoint
-- The earnings of the orders already delivered, and the settlements already made.
INSERT INTO merchant_money_totals (merchant_id, earned)
SELECT items.merchant_id, sum(items.price * items.quantity)
FROM order_items AS items JOIN orders ON orders.id = items.order_id
WHERE orders.status = 'delivered' AND items.merchant_id IS NOT NULL GROUP BY 1;
--> statement-breakpoint
SELECT money_due_totals_settled();
