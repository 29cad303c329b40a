-- Keeps order_status_totals and order_daily_totals exact: statement-level triggers with
-- transition tables add what a statement inserted and subtract what it deleted (an update does
-- both), in the writing transaction. Net-zero changes touch no counter, so updates that leave
-- status, time and sub-total alone take no counter lock. Counters are locked in key order.
CREATE FUNCTION "order_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT status, created_at, sub_total, 1 AS sign FROM new_orders'
    WHEN 'DELETE' THEN 'SELECT status, created_at, sub_total, -1 AS sign FROM old_orders'
    ELSE 'SELECT status, created_at, sub_total, 1 AS sign FROM new_orders
          UNION ALL SELECT status, created_at, sub_total, -1 AS sign FROM old_orders'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO order_status_totals AS totals (status, orders)
    SELECT status, sum(sign) FROM (%s) AS changes
    GROUP BY status HAVING sum(sign) <> 0 ORDER BY status
    ON CONFLICT (status) DO UPDATE SET orders = totals.orders + excluded.orders
  $sql$, changes);
  EXECUTE format($sql$
    INSERT INTO order_daily_totals AS totals (day, status, orders, sub_total)
    SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, sum(sign), sum(sign * sub_total)
    FROM (%s) AS changes
    GROUP BY 1, 2 HAVING sum(sign) <> 0 OR sum(sign * sub_total) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, status) DO UPDATE
      SET orders = totals.orders + excluded.orders, sub_total = totals.sub_total + excluded.sub_total
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "order_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_status_totals;
  DELETE FROM order_daily_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_totals_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION order_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "orders_totals_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "orders_totals_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_orders FOR EACH STATEMENT EXECUTE FUNCTION order_totals_apply();
--> statement-breakpoint
CREATE TRIGGER "orders_totals_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION order_totals_clear();
--> statement-breakpoint
-- The orders already there: counted once, with writers held off until this transaction ends.
LOCK TABLE "orders" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "order_status_totals" (status, orders)
SELECT status, count(*) FROM "orders" GROUP BY status;
--> statement-breakpoint
INSERT INTO "order_daily_totals" (day, status, orders, sub_total)
SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, count(*), sum(sub_total)
FROM "orders" GROUP BY 1, 2;
