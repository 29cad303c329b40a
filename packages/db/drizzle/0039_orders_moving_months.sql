-- An order whose time moves into another month moves to that month's partition (migration 0034),
-- which PostgreSQL does as a DELETE from the old partition and an INSERT into the new one: it
-- fires the row's BEFORE UPDATE triggers, then its BEFORE DELETE triggers, while the statement's
-- UPDATE triggers still see the row as updated. The rollups' BEFORE DELETE triggers
-- (orders_sales_delete, orders_merchant_earned_delete) took the order away as if deleted, and the
-- UPDATE triggers then moved it as well: its old day lost it twice. A BEFORE UPDATE trigger now
-- marks an order whose time changes as moving, until the statement ends; the BEFORE DELETE
-- triggers leave a moving order to the UPDATE triggers.
CREATE FUNCTION "order_moving_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('satchel.moving_order', NEW.id, true);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_moving_unmark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('satchel.moving_order', '', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_moving_mark" BEFORE UPDATE OF "created_at" ON "orders"
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION order_moving_mark();
--> statement-breakpoint
-- Each row's BEFORE DELETE triggers run right after its BEFORE UPDATE ones, so the mark names the
-- row being moved; once the statement is done, nothing is moving.
CREATE TRIGGER "orders_moving_unmark" AFTER UPDATE OF "created_at" ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION order_moving_unmark();
--> statement-breakpoint
-- Whether the order being deleted is moving to another month's partition.
CREATE FUNCTION "order_is_moving"(order_id text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('satchel.moving_order', true), '') = order_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "orders_sales_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF order_is_moving(OLD.id) THEN
    RETURN OLD;
  END IF;
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
CREATE OR REPLACE FUNCTION "orders_merchant_earned_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'delivered' AND NOT order_is_moving(OLD.id) THEN
    EXECUTE merchant_money_totals_add(format(
      'SELECT merchant_id, -price * quantity AS amount FROM order_items WHERE order_id = %L',
      OLD.id));
  END IF;
  RETURN OLD;
END $$;
