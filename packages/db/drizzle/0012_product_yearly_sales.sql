CREATE TABLE "product_yearly_sales" (
	"year" smallint NOT NULL,
	"product_id" text NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "product_yearly_sales_pkey" PRIMARY KEY("year","product_id")
);
--> statement-breakpoint
CREATE INDEX "product_yearly_sales_rank_idx" ON "product_yearly_sales" USING btree ("year","quantity","product_id");
--> statement-breakpoint
-- Kept like product_sales_totals (0011): the daily rows' differences, carried on per year.
CREATE FUNCTION "product_yearly_sales_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT day, product_id, quantity FROM new_sales'
    WHEN 'DELETE' THEN 'SELECT day, product_id, -quantity FROM old_sales'
    ELSE 'SELECT day, product_id, quantity FROM new_sales
          UNION ALL SELECT day, product_id, -quantity FROM old_sales'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO product_yearly_sales AS yearly (year, product_id, quantity)
    SELECT extract(year FROM day)::smallint, product_id, sum(quantity)
    FROM (%s) AS changes (day, product_id, quantity)
    GROUP BY 1, 2 HAVING sum(quantity) <> 0 ORDER BY 1, 2
    ON CONFLICT (year, product_id) DO UPDATE SET quantity = yearly.quantity + excluded.quantity
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_yearly_insert" AFTER INSERT ON "product_daily_sales"
  REFERENCING NEW TABLE AS new_sales FOR EACH STATEMENT EXECUTE FUNCTION product_yearly_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_yearly_update" AFTER UPDATE ON "product_daily_sales"
  REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION product_yearly_sales_apply();
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_yearly_delete" AFTER DELETE ON "product_daily_sales"
  REFERENCING OLD TABLE AS old_sales FOR EACH STATEMENT EXECUTE FUNCTION product_yearly_sales_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_rollups_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_daily_sales, product_sales_totals, product_yearly_sales,
    order_merchant_states, merchant_daily_sales, merchant_sales_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO product_yearly_sales (year, product_id, quantity)
SELECT extract(year FROM day)::smallint, product_id, sum(quantity)
FROM product_daily_sales GROUP BY 1, 2 HAVING sum(quantity) <> 0;
