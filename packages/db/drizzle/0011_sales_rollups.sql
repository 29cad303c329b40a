CREATE TABLE "merchant_daily_sales" (
	"day" date NOT NULL,
	"merchant_id" text NOT NULL,
	"orders" bigint NOT NULL,
	"fulfilled" bigint NOT NULL,
	"accepted" bigint NOT NULL,
	"rejected" bigint NOT NULL,
	CONSTRAINT "merchant_daily_sales_pkey" PRIMARY KEY("day","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_sales_totals" (
	"merchant_id" text PRIMARY KEY NOT NULL,
	"orders" bigint NOT NULL,
	"fulfilled" bigint NOT NULL,
	"accepted" bigint NOT NULL,
	"rejected" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_merchant_states" (
	"order_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"day" date NOT NULL,
	"fulfilled" boolean NOT NULL,
	"accepted" boolean NOT NULL,
	"rejected" boolean NOT NULL,
	CONSTRAINT "order_merchant_states_pkey" PRIMARY KEY("order_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "product_daily_sales" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "product_daily_sales_pkey" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_sales_totals" (
	"product_id" text PRIMARY KEY NOT NULL,
	"quantity" bigint NOT NULL
);

--> statement-breakpoint
-- Keeps the sales rollups exact in the writing transaction, as 0004 does for the order totals.
-- product_daily_sales: items' quantities of delivered orders, added and subtracted as items
-- come and go and as orders reach or leave delivered. order_merchant_states: recomputed from
-- the items for every order a statement touches (a handful of rows each); its own triggers
-- carry the differences into merchant_daily_sales, so an order counts once per merchant. The
-- daily tables' triggers carry theirs on into the all-time totals.
CREATE FUNCTION "order_merchant_states_refresh"(order_ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_merchant_states AS states
  WHERE states.order_id = ANY(order_ids) AND NOT EXISTS (
    SELECT FROM order_items AS items JOIN orders ON orders.id = items.order_id
    WHERE items.order_id = states.order_id AND items.merchant_id = states.merchant_id
      AND orders.status <> 'cancelled');
  INSERT INTO order_merchant_states AS states
    (order_id, merchant_id, day, fulfilled, accepted, rejected)
  SELECT items.order_id, items.merchant_id, (orders.created_at AT TIME ZONE 'Asia/Kolkata')::date,
    bool_or(items.item_status = 'delivered'),
    bool_or(items.item_status IN ('merchantAccepted', 'readyToPick', 'delivered')),
    bool_or(items.item_status = 'merchantRejected')
  FROM order_items AS items JOIN orders ON orders.id = items.order_id
  WHERE items.order_id = ANY(order_ids) AND items.merchant_id IS NOT NULL
    AND orders.status <> 'cancelled'
  GROUP BY items.order_id, items.merchant_id, orders.created_at ORDER BY 1, 2
  ON CONFLICT (order_id, merchant_id) DO UPDATE
    SET day = excluded.day, fulfilled = excluded.fulfilled, accepted = excluded.accepted,
      rejected = excluded.rejected
    WHERE (states.day, states.fulfilled, states.accepted, states.rejected)
      IS DISTINCT FROM (excluded.day, excluded.fulfilled, excluded.accepted, excluded.rejected);
$$;
--> statement-breakpoint
CREATE FUNCTION "order_items_sales_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT order_id, product_id, quantity, 1 AS sign FROM new_items'
    WHEN 'DELETE' THEN 'SELECT order_id, product_id, quantity, -1 AS sign FROM old_items'
    ELSE 'SELECT order_id, product_id, quantity, 1 AS sign FROM new_items
          UNION ALL SELECT order_id, product_id, quantity, -1 AS sign FROM old_items'
  END;
BEGIN
  -- Items of an order deleted with it find no order here: the order's own trigger took them.
  EXECUTE format($sql$
    INSERT INTO product_daily_sales AS sales (day, product_id, quantity)
    SELECT (orders.created_at AT TIME ZONE 'Asia/Kolkata')::date, changes.product_id,
      sum(changes.sign * changes.quantity)
    FROM (%s) AS changes JOIN orders ON orders.id = changes.order_id
    WHERE orders.status = 'delivered' AND changes.product_id IS NOT NULL
    GROUP BY 1, 2 HAVING sum(changes.sign * changes.quantity) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = sales.quantity + excluded.quantity
  $sql$, changes);
  EXECUTE format(
    'SELECT order_merchant_states_refresh(array(SELECT DISTINCT order_id FROM (%s) AS changes))',
    changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An order whose status leaves or reaches delivered moves its items' quantities; one that is
-- cancelled or restored, or moved to another day, has its merchant states recomputed.
CREATE FUNCTION "orders_sales_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_daily_sales AS sales (day, product_id, quantity)
  SELECT changes.day, items.product_id, sum(changes.sign * items.quantity)
  FROM (
    SELECT new_orders.id, (new_orders.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day,
      CASE WHEN new_orders.status = 'delivered' THEN 1 ELSE 0 END AS sign
    FROM new_orders
    UNION ALL
    SELECT old_orders.id, (old_orders.created_at AT TIME ZONE 'Asia/Kolkata')::date,
      CASE WHEN old_orders.status = 'delivered' THEN -1 ELSE 0 END
    FROM old_orders
  ) AS changes JOIN order_items AS items ON items.order_id = changes.id
  WHERE changes.sign <> 0 AND items.product_id IS NOT NULL AND changes.id IN (
    SELECT new_orders.id FROM new_orders JOIN old_orders USING (id)
    WHERE new_orders.status <> old_orders.status
      OR new_orders.created_at <> old_orders.created_at)
  GROUP BY 1, 2 HAVING sum(changes.sign * items.quantity) <> 0 ORDER BY 1, 2
  ON CONFLICT (day, product_id) DO UPDATE SET quantity = sales.quantity + excluded.quantity;
  PERFORM order_merchant_states_refresh(array(
    SELECT new_orders.id FROM new_orders JOIN old_orders USING (id)
    WHERE (new_orders.status = 'cancelled') <> (old_orders.status = 'cancelled')
      OR new_orders.created_at <> old_orders.created_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Before the order goes: its items are still there to subtract (the cascade then deletes them,
-- and their trigger finds no order to count them against).
CREATE FUNCTION "orders_sales_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'delivered' THEN
    INSERT INTO product_daily_sales AS sales (day, product_id, quantity)
    SELECT (OLD.created_at AT TIME ZONE 'Asia/Kolkata')::date, product_id, -sum(quantity)
    FROM order_items WHERE order_id = OLD.id AND product_id IS NOT NULL
    GROUP BY product_id ORDER BY product_id
    ON CONFLICT (day, product_id) DO UPDATE SET quantity = sales.quantity + excluded.quantity;
  END IF;
  DELETE FROM order_merchant_states WHERE order_id = OLD.id;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE FUNCTION "merchant_daily_sales_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_states'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_states'
    ELSE 'SELECT *, 1 AS sign FROM new_states UNION ALL SELECT *, -1 AS sign FROM old_states'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO merchant_daily_sales AS sales
      (day, merchant_id, orders, fulfilled, accepted, rejected)
    SELECT day, merchant_id, sum(sign), sum(sign * fulfilled::int), sum(sign * accepted::int),
      sum(sign * rejected::int)
    FROM (%s) AS changes
    GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign * fulfilled::int) <> 0 OR sum(sign * accepted::int) <> 0
      OR sum(sign * rejected::int) <> 0
    ORDER BY 1, 2
    ON CONFLICT (day, merchant_id) DO UPDATE SET orders = sales.orders + excluded.orders,
      fulfilled = sales.fulfilled + excluded.fulfilled,
      accepted = sales.accepted + excluded.accepted, rejected = sales.rejected + excluded.rejected
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_rollups_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_daily_sales, product_sales_totals, order_merchant_states,
    merchant_daily_sales, merchant_sales_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_insert" AFTER INSERT ON "order_items"
  REFERENCING NEW TABLE AS new_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_update" AFTER UPDATE ON "order_items"
  REFERENCING OLD TABLE AS old_items NEW TABLE AS new_items
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_delete" AFTER DELETE ON "order_items"
  REFERENCING OLD TABLE AS old_items FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "order_items_sales_truncate" AFTER TRUNCATE ON "order_items"
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_clear();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_sales_update();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_delete" BEFORE DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_sales_delete();
--> statement-breakpoint
CREATE TRIGGER "orders_sales_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION sales_rollups_clear();
--> statement-breakpoint
CREATE TRIGGER "order_merchant_states_insert" AFTER INSERT ON "order_merchant_states"
  REFERENCING NEW TABLE AS new_states FOR EACH STATEMENT EXECUTE FUNCTION merchant_daily_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "order_merchant_states_update" AFTER UPDATE ON "order_merchant_states"
  REFERENCING OLD TABLE AS old_states NEW TABLE AS new_states
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_daily_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "order_merchant_states_delete" AFTER DELETE ON "order_merchant_states"
  REFERENCING OLD TABLE AS old_states FOR EACH STATEMENT EXECUTE FUNCTION merchant_daily_sales_apply();
--> statement-breakpoint
CREATE FUNCTION "product_sales_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT product_id, quantity FROM new_sales'
    WHEN 'DELETE' THEN 'SELECT product_id, -quantity FROM old_sales'
    ELSE 'SELECT product_id, quantity FROM new_sales
          UNION ALL SELECT product_id, -quantity FROM old_sales'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO product_sales_totals AS totals (product_id, quantity)
    SELECT product_id, sum(quantity) FROM (%s) AS changes (product_id, quantity)
    GROUP BY 1 HAVING sum(quantity) <> 0 ORDER BY 1
    ON CONFLICT (product_id) DO UPDATE SET quantity = totals.quantity + excluded.quantity
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "merchant_sales_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT merchant_id, orders, fulfilled, accepted, rejected FROM new_sales'
    WHEN 'DELETE' THEN
      'SELECT merchant_id, -orders, -fulfilled, -accepted, -rejected FROM old_sales'
    ELSE 'SELECT merchant_id, orders, fulfilled, accepted, rejected FROM new_sales
          UNION ALL SELECT merchant_id, -orders, -fulfilled, -accepted, -rejected FROM old_sales'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO merchant_sales_totals AS totals
      (merchant_id, orders, fulfilled, accepted, rejected)
    SELECT merchant_id, sum(orders), sum(fulfilled), sum(accepted), sum(rejected)
    FROM (%s) AS changes (merchant_id, orders, fulfilled, accepted, rejected)
    GROUP BY 1
    HAVING sum(orders) <> 0 OR sum(fulfilled) <> 0 OR sum(accepted) <> 0 OR sum(rejected) <> 0
    ORDER BY 1
    ON CONFLICT (merchant_id) DO UPDATE SET orders = totals.orders + excluded.orders,
      fulfilled = totals.fulfilled + excluded.fulfilled,
      accepted = totals.accepted + excluded.accepted, rejected = totals.rejected + excluded.rejected
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_insert" AFTER INSERT ON "product_daily_sales"
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION product_sales_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_update" AFTER UPDATE ON "product_daily_sales"
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION product_sales_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_delete" AFTER DELETE ON "product_daily_sales"
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION product_sales_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_insert" AFTER INSERT ON "merchant_daily_sales"
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION merchant_sales_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_update" AFTER UPDATE ON "merchant_daily_sales"
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_sales_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_delete" AFTER DELETE ON "merchant_daily_sales"
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION merchant_sales_totals_apply();
--> statement-breakpoint
-- The rows already there: counted once, with writers held off until this transaction ends
-- (the triggers on the tables filled here fill the others).
LOCK TABLE "orders", "order_items" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "product_daily_sales" (day, product_id, quantity)
SELECT (orders.created_at AT TIME ZONE 'Asia/Kolkata')::date, items.product_id, sum(items.quantity)
FROM order_items AS items JOIN orders ON orders.id = items.order_id
WHERE orders.status = 'delivered' AND items.product_id IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "order_merchant_states" (order_id, merchant_id, day, fulfilled, accepted, rejected)
SELECT items.order_id, items.merchant_id, (orders.created_at AT TIME ZONE 'Asia/Kolkata')::date,
  bool_or(items.item_status = 'delivered'),
  bool_or(items.item_status IN ('merchantAccepted', 'readyToPick', 'delivered')),
  bool_or(items.item_status = 'merchantRejected')
FROM order_items AS items JOIN orders ON orders.id = items.order_id
WHERE items.merchant_id IS NOT NULL AND orders.status <> 'cancelled'
GROUP BY items.order_id, items.merchant_id, orders.created_at;
