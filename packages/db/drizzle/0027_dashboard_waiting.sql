-- The Dashboard's waiting work, counted off small partial indexes at any size of the tables.
CREATE INDEX "bulk_runs_in_progress_idx" ON "bulk_runs" USING btree ("created_at") WHERE "bulk_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "list_exports_running_idx" ON "list_exports" USING btree ("created_at") WHERE "list_exports"."state" = 'running';--> statement-breakpoint
CREATE INDEX "orders_ready_without_driver_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'readyToPick' and "orders"."driver_id" is null;