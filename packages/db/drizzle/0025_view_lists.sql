-- Saved views and column choices of Sales Track's merchant rows (issue 29): the list name merchantSales.
ALTER TABLE "list_settings" DROP CONSTRAINT "list_settings_list_check";--> statement-breakpoint
ALTER TABLE "list_views" DROP CONSTRAINT "list_views_list_check";--> statement-breakpoint
ALTER TABLE "list_settings" ADD CONSTRAINT "list_settings_list_check" CHECK ("list_settings"."list" in ('users', 'merchants', 'drivers', 'products', 'categories', 'banners', 'coupons', 'orders', 'merchantSales'));--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_list_check" CHECK ("list_views"."list" in ('users', 'merchants', 'drivers', 'products', 'categories', 'banners', 'coupons', 'orders', 'merchantSales'));
