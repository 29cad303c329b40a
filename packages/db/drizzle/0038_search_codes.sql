-- "Find anything" (issue 34) finds a product by the start of its SKU: a pattern-ops index serves
-- that in any collation, and equality as before.
DROP INDEX "products_sku_idx";--> statement-breakpoint
CREATE INDEX "products_sku_idx" ON "products" USING btree ("sku" text_pattern_ops);
