CREATE TABLE "customer_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_delivered_totals" (
	"driver_id" text PRIMARY KEY NOT NULL,
	"earned" numeric NOT NULL,
	"collected" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_totals" (
	"status" text NOT NULL,
	"is_available" boolean NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "driver_totals_pkey" PRIMARY KEY("status","is_available")
);
--> statement-breakpoint
CREATE TABLE "merchant_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_totals" (
	"product_type" text NOT NULL,
	"admin_disabled" boolean NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "product_totals_pkey" PRIMARY KEY("product_type","admin_disabled")
);
--> statement-breakpoint
-- Keeps the list totals exact as order_totals_apply (0004) keeps the orders': statement-level
-- triggers with transition tables add what a statement inserted and subtract what it deleted (an
-- update does both), in the writing transaction, so a rolled-back write leaves them as they were.
-- Arguments: the totals table, then the columns it counts by (named as the table's own). Net-zero
-- changes touch no counter, so an edit that leaves those columns alone takes no counter lock;
-- counters are locked in key order, so two writers never wait on each other in a circle.
CREATE FUNCTION "list_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text := (SELECT string_agg(quote_ident(key), ', ') FROM unnest(TG_ARGV[1:]) AS key);
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', keys)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', keys)
    ELSE format('SELECT %1$s, 1 AS sign FROM new_rows
                 UNION ALL SELECT %1$s, -1 AS sign FROM old_rows', keys)
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO %1$I AS totals (%2$s, total)
    SELECT %2$s, sum(sign) FROM (%3$s) AS changes
    GROUP BY %2$s HAVING sum(sign) <> 0 ORDER BY %2$s
    ON CONFLICT (%2$s) DO UPDATE SET total = totals.total + excluded.total
  $sql$, TG_ARGV[0], keys, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each driver's money from their delivered orders (driver_delivered_totals), kept as above.
CREATE FUNCTION "driver_delivered_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delivered text := $sql$
    SELECT driver_id, delivery_fee + tip AS earned,
      CASE WHEN payment_method = 'cod' THEN sub_total + delivery_fee + platform_fee + handling_fee
        + small_cart_fee + tip + other_fees ELSE 0 END AS collected, %s AS sign
    FROM %s WHERE status = 'delivered' AND driver_id IS NOT NULL
  $sql$;
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format(delivered, 1, 'new_orders')
    WHEN 'DELETE' THEN format(delivered, -1, 'old_orders')
    ELSE format(delivered, 1, 'new_orders') || ' UNION ALL ' || format(delivered, -1, 'old_orders')
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO driver_delivered_totals AS totals (driver_id, earned, collected)
    SELECT driver_id, sum(sign * earned), sum(sign * collected) FROM (%s) AS changes
    GROUP BY driver_id HAVING sum(sign * earned) <> 0 OR sum(sign * collected) <> 0
    ORDER BY driver_id
    ON CONFLICT (driver_id) DO UPDATE
      SET earned = totals.earned + excluded.earned, collected = totals.collected + excluded.collected
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counts every table again: for a load that ran with the triggers off (the demo seed), and below.
CREATE FUNCTION "list_totals_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE customers, merchants, drivers, products, orders IN SHARE ROW EXCLUSIVE MODE;
  TRUNCATE customer_totals, merchant_totals, driver_totals, product_totals,
    driver_delivered_totals;
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
END $$;
--> statement-breakpoint
CREATE TRIGGER "customers_totals_insert" AFTER INSERT ON "customers"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('customer_totals', 'status');
--> statement-breakpoint
CREATE TRIGGER "customers_totals_update" AFTER UPDATE ON "customers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('customer_totals', 'status');
--> statement-breakpoint
CREATE TRIGGER "customers_totals_delete" AFTER DELETE ON "customers"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('customer_totals', 'status');
--> statement-breakpoint
CREATE TRIGGER "customers_totals_truncate" AFTER TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('customer_totals');
--> statement-breakpoint
CREATE TRIGGER "merchants_totals_insert" AFTER INSERT ON "merchants"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('merchant_totals', 'status');
--> statement-breakpoint
CREATE TRIGGER "merchants_totals_update" AFTER UPDATE ON "merchants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('merchant_totals', 'status');
--> statement-breakpoint
CREATE TRIGGER "merchants_totals_delete" AFTER DELETE ON "merchants"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('merchant_totals', 'status');
--> statement-breakpoint
CREATE TRIGGER "merchants_totals_truncate" AFTER TRUNCATE ON "merchants"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('merchant_totals');
--> statement-breakpoint
CREATE TRIGGER "drivers_totals_insert" AFTER INSERT ON "drivers"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('driver_totals', 'status', 'is_available');
--> statement-breakpoint
CREATE TRIGGER "drivers_totals_update" AFTER UPDATE ON "drivers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('driver_totals', 'status', 'is_available');
--> statement-breakpoint
CREATE TRIGGER "drivers_totals_delete" AFTER DELETE ON "drivers"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('driver_totals', 'status', 'is_available');
--> statement-breakpoint
CREATE TRIGGER "drivers_totals_truncate" AFTER TRUNCATE ON "drivers"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('driver_totals');
--> statement-breakpoint
CREATE TRIGGER "products_totals_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('product_totals', 'product_type', 'admin_disabled');
--> statement-breakpoint
CREATE TRIGGER "products_totals_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('product_totals', 'product_type', 'admin_disabled');
--> statement-breakpoint
CREATE TRIGGER "products_totals_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_apply('product_totals', 'product_type', 'admin_disabled');
--> statement-breakpoint
CREATE TRIGGER "products_totals_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('product_totals');
--> statement-breakpoint
CREATE TRIGGER "orders_driver_totals_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION driver_delivered_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "orders_driver_totals_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION driver_delivered_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "orders_driver_totals_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION driver_delivered_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "orders_driver_totals_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear('driver_delivered_totals');
--> statement-breakpoint
-- The rows already there: counted once, with writers held off until this transaction ends.
SELECT list_totals_rebuild();
