CREATE TABLE "list_settings" (
	"admin_id" text NOT NULL,
	"list" text NOT NULL,
	"default_view_id" text,
	"columns" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_settings_admin_id_list_pk" PRIMARY KEY("admin_id","list"),
	CONSTRAINT "list_settings_list_check" CHECK ("list_settings"."list" in ('users', 'merchants', 'drivers', 'products', 'categories', 'banners', 'coupons', 'orders'))
);
--> statement-breakpoint
CREATE TABLE "list_views" (
	"id" text PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"query" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_views_id_format" CHECK ("list_views"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "list_views_list_check" CHECK ("list_views"."list" in ('users', 'merchants', 'drivers', 'products', 'categories', 'banners', 'coupons', 'orders'))
);
--> statement-breakpoint
ALTER TABLE "list_settings" ADD CONSTRAINT "list_settings_admin_id_administrators_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_settings" ADD CONSTRAINT "list_settings_default_view_id_list_views_id_fk" FOREIGN KEY ("default_view_id") REFERENCES "public"."list_views"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_owner_id_administrators_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "list_views_owner_name_key" ON "list_views" USING btree ("owner_id","list","name");--> statement-breakpoint
CREATE INDEX "list_views_shared_idx" ON "list_views" USING btree ("list","name") WHERE "list_views"."shared";