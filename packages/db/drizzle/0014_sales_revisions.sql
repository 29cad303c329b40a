CREATE TABLE "sales_revisions" (
	"source" text PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "sales_revisions" ("source", "revision") VALUES ('orders', 0), ('products', 0), ('merchants', 0);
--> statement-breakpoint
-- Raises the revision of the source named by the trigger's argument, once per statement that
-- may have changed it (even none of its rows: a spare raise only costs the next read).
CREATE FUNCTION "sales_revisions_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_revisions SET revision = revision + 1 WHERE source = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every figure of the Sales Management calls is read off these rollups, or the products' and
-- merchants' own rows (titles, pictures, categories, names, phones).
CREATE TRIGGER "order_daily_totals_sales_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "order_daily_totals" FOR EACH STATEMENT EXECUTE FUNCTION sales_revisions_raise('orders');
--> statement-breakpoint
CREATE TRIGGER "product_daily_sales_sales_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "product_daily_sales" FOR EACH STATEMENT EXECUTE FUNCTION sales_revisions_raise('orders');
--> statement-breakpoint
CREATE TRIGGER "merchant_daily_sales_sales_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "merchant_daily_sales" FOR EACH STATEMENT EXECUTE FUNCTION sales_revisions_raise('orders');
--> statement-breakpoint
CREATE TRIGGER "products_sales_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION sales_revisions_raise('products');
--> statement-breakpoint
CREATE TRIGGER "merchants_sales_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON "merchants" FOR EACH STATEMENT EXECUTE FUNCTION sales_revisions_raise('merchants');
