-- Saved views and column choices of Sales Track's merchant rows (issue 29): the list name merchantSales (with the Audit list's, which 0023 added).
ALTER TABLE "list_settings" DROP CONSTRAINT "list_settings_list_check";--> statement-breakpoint
ALTER TABLE "list_views" DROP CONSTRAINT "list_views_list_check";--> statement-breakpoint
ALTER TABLE "list_settings" ADD CONSTRAINT "list_settings_list_check" CHECK ("list_settings"."list" in ('users', 'merchants', 'drivers', 'products', 'categories', 'banners', 'coupons', 'orders', 'audit', 'merchantSales'));--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_list_check" CHECK ("list_views"."list" in ('users', 'merchants', 'drivers', 'products', 'categories', 'banners', 'coupons', 'orders', 'audit', 'merchantSales'));
