-- "Find anything" (issue 34) and the lists find a merchant by its owner's name and a driver by
-- the whole name ("first last"), anywhere in it (ILIKE '%…%'): trigram indexes serve that, as the
-- store name's (migration 0002) does. Without them each search read every merchant and driver.
-- The drivers' index is on the expression the queries use (schema/drivers.ts, driverFullName):
-- PostgreSQL uses an expression index only for that same expression.
CREATE INDEX "merchants_merchant_name_trgm_idx" ON "merchants" USING gin ("merchant_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_full_name_trgm_idx" ON "drivers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);
