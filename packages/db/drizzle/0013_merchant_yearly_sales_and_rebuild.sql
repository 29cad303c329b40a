CREATE TABLE "merchant_yearly_sales" (
	"year" smallint NOT NULL,
	"merchant_id" text NOT NULL,
	"orders" bigint NOT NULL,
	"fulfilled" bigint NOT NULL,
	"accepted" bigint NOT NULL,
	"rejected" bigint NOT NULL,
	CONSTRAINT "merchant_yearly_sales_pkey" PRIMARY KEY("year","merchant_id")
);
--> statement-breakpoint
-- Kept like product_yearly_sales (0012): the daily rows' differences, carried on per year.
CREATE FUNCTION "merchant_yearly_sales_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT day, merchant_id, orders, fulfilled, accepted, rejected FROM new_sales'
    WHEN 'DELETE' THEN
      'SELECT day, merchant_id, -orders, -fulfilled, -accepted, -rejected FROM old_sales'
    ELSE 'SELECT day, merchant_id, orders, fulfilled, accepted, rejected FROM new_sales
          UNION ALL SELECT day, merchant_id, -orders, -fulfilled, -accepted, -rejected FROM old_sales'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO merchant_yearly_sales AS yearly
      (year, merchant_id, orders, fulfilled, accepted, rejected)
    SELECT extract(year FROM day)::smallint, merchant_id, sum(orders), sum(fulfilled),
      sum(accepted), sum(rejected)
    FROM (%s) AS changes (day, merchant_id, orders, fulfilled, accepted, rejected)
    GROUP BY 1, 2
    HAVING sum(orders) <> 0 OR sum(fulfilled) <> 0 OR sum(accepted) <> 0 OR sum(rejected) <> 0
    ORDER BY 1, 2
    ON CONFLICT (year, merchant_id) DO UPDATE SET orders = yearly.orders + excluded.orders,
      fulfilled = yearly.fulfilled + excluded.fulfilled,
      accepted = yearly.accepted + excluded.accepted, rejected = yearly.rejected + excluded.rejected
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_yearly_insert" AFTER INSERT ON "merchant_daily_sales"
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION merchant_yearly_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_yearly_update" AFTER UPDATE ON "merchant_daily_sales"
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION merchant_yearly_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_yearly_delete" AFTER DELETE ON "merchant_daily_sales"
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION merchant_yearly_sales_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_rollups_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_daily_sales, product_sales_totals, product_yearly_sales,
    order_merchant_states, merchant_daily_sales, merchant_sales_totals, merchant_yearly_sales;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every rollup of orders and items (0003, 0004, 0011, 0012 and this one) recomputed from the
-- rows, a statement per table, for a bulk load that ran with the orders' and items' triggers
-- disabled: one pass over a million orders instead of a trigger run per loaded batch. The
-- first-level rollups are filled here; the triggers on them fill the totals and years.
CREATE FUNCTION "order_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_items IN SHARE ROW EXCLUSIVE MODE;
  TRUNCATE order_status_totals, order_daily_totals, product_daily_sales, product_sales_totals,
    product_yearly_sales, order_merchant_states, merchant_daily_sales, merchant_sales_totals,
    merchant_yearly_sales;
  INSERT INTO order_status_totals (status, orders)
  SELECT status, count(*) FROM orders GROUP BY status;
  INSERT INTO order_daily_totals (day, status, orders, sub_total)
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, count(*), sum(sub_total)
  FROM orders GROUP BY 1, 2;
  INSERT INTO product_daily_sales (day, product_id, quantity)
  SELECT (orders.created_at AT TIME ZONE 'Asia/Kolkata')::date, items.product_id,
    sum(items.quantity)
  FROM order_items AS items JOIN orders ON orders.id = items.order_id
  WHERE orders.status = 'delivered' AND items.product_id IS NOT NULL
  GROUP BY 1, 2 HAVING sum(items.quantity) <> 0;
  INSERT INTO order_merchant_states (order_id, merchant_id, day, fulfilled, accepted, rejected)
  SELECT items.order_id, items.merchant_id, (orders.created_at AT TIME ZONE 'Asia/Kolkata')::date,
    bool_or(items.item_status = 'delivered'),
    bool_or(items.item_status IN ('merchantAccepted', 'readyToPick', 'delivered')),
    bool_or(items.item_status = 'merchantRejected')
  FROM order_items AS items JOIN orders ON orders.id = items.order_id
  WHERE items.merchant_id IS NOT NULL AND orders.status <> 'cancelled'
  GROUP BY items.order_id, items.merchant_id, orders.created_at;
END $$;
--> statement-breakpoint
INSERT INTO merchant_yearly_sales (year, merchant_id, orders, fulfilled, accepted, rejected)
SELECT extract(year FROM day)::smallint, merchant_id, sum(orders), sum(fulfilled), sum(accepted),
  sum(rejected)
FROM merchant_daily_sales GROUP BY 1, 2
HAVING sum(orders) <> 0 OR sum(fulfilled) <> 0 OR sum(accepted) <> 0 OR sum(rejected) <> 0;
