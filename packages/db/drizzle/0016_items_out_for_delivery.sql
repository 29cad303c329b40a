-- Items get the status outForDelivery: an order out for delivery no longer shows its items "Ready To Pick".
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_item_status_value";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_item_status_value" CHECK ("order_items"."item_status" in ('placed', 'merchantAccepted', 'merchantRejected', 'readyToPick', 'outForDelivery', 'delivered', 'cancelled'));--> statement-breakpoint
-- An item a driver has picked up is out for delivery with its order; its merchant accepted it,
-- as for the statuses before (0011, 0013): the merchant rollups count it accepted too.
CREATE OR REPLACE FUNCTION "order_merchant_states_refresh"(order_ids text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_merchant_states AS states
  WHERE states.order_id = ANY(order_ids) AND NOT EXISTS (
    SELECT FROM order_items AS items JOIN orders ON orders.id = items.order_id
    WHERE items.order_id = states.order_id AND items.merchant_id = states.merchant_id
      AND orders.status <> 'cancelled');
  INSERT INTO order_merchant_states AS states
    (order_id, merchant_id, day, fulfilled, accepted, rejected)
  SELECT items.order_id, items.merchant_id, (orders.created_at AT TIME ZONE 'Asia/Kolkata')::date,
    bool_or(items.item_status = 'delivered'),
    bool_or(items.item_status IN ('merchantAccepted', 'readyToPick', 'outForDelivery', 'delivered')),
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
CREATE OR REPLACE FUNCTION "order_rollups_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
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
    bool_or(items.item_status IN ('merchantAccepted', 'readyToPick', 'outForDelivery', 'delivered')),
    bool_or(items.item_status = 'merchantRejected')
  FROM order_items AS items JOIN orders ON orders.id = items.order_id
  WHERE items.merchant_id IS NOT NULL AND orders.status <> 'cancelled'
  GROUP BY items.order_id, items.merchant_id, orders.created_at;
END $$;
