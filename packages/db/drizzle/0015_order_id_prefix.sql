-- The order id filter matches a prefix: a pattern-ops index serves that in any collation.
DROP INDEX "orders_order_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_key" ON "orders" USING btree ("order_id" text_pattern_ops);