-- The trigram indexes below (text search on names and titles) need pg_trgm, which PostgreSQL ships.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"logo" text,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_id_format" CHECK ("categories"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "categories_logo_present" CHECK ("categories"."logo" is not null or "categories"."logo_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_product_id" text,
	"product_type" text NOT NULL,
	"merchant_id" text NOT NULL,
	"category_id" text NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"brand" text NOT NULL,
	"description" text,
	"price" numeric(12, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"admin_disabled" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_id_format" CHECK ("products"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "products_product_type_value" CHECK ("products"."product_type" in ('main', 'variant')),
	CONSTRAINT "products_status_value" CHECK ("products"."status" in ('enabled', 'disabled')),
	CONSTRAINT "products_parent_matches_type" CHECK (("products"."product_type" = 'main') = ("products"."parent_product_id" is null)),
	CONSTRAINT "products_price_positive" CHECK ("products"."price" > 0),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "competition_products" (
	"competition_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_products_pkey" PRIMARY KEY("competition_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_id_format" CHECK ("competitions"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "competitions_status_value" CHECK ("competitions"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"website" text,
	"status" text DEFAULT 'active' NOT NULL,
	"last_logged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_id_format" CHECK ("customers"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "customers_phone_format" CHECK ("customers"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "customers_status_value" CHECK ("customers"."status" in ('active', 'pending', 'inactive', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"redirect_id" text,
	"banner_url" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"category_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_id_format" CHECK ("banners"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "banners_type_value" CHECK ("banners"."type" in ('category', 'product', 'none')),
	CONSTRAINT "banners_status_value" CHECK ("banners"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "coupon_assignments" (
	"coupon_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_assignments_pkey" PRIMARY KEY("coupon_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_by" text NOT NULL,
	"type" text NOT NULL,
	"value" numeric(5, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"max_usage_per_user" integer DEFAULT 1 NOT NULL,
	"global" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_id_format" CHECK ("coupons"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "coupons_type_value" CHECK ("coupons"."type" in ('percentage', 'free_delivery')),
	CONSTRAINT "coupons_value_for_type" CHECK (("coupons"."type" = 'free_delivery' and "coupons"."value" = 0) or ("coupons"."type" = 'percentage' and "coupons"."value" between 1 and 99)),
	CONSTRAINT "coupons_usage_limit_positive" CHECK ("coupons"."usage_limit" > 0),
	CONSTRAINT "coupons_used_count_not_negative" CHECK ("coupons"."used_count" >= 0),
	CONSTRAINT "coupons_max_usage_per_user_positive" CHECK ("coupons"."max_usage_per_user" > 0),
	CONSTRAINT "coupons_max_usage_within_limit" CHECK ("coupons"."usage_limit" is null or "coupons"."max_usage_per_user" <= "coupons"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp_number" text,
	"profile_picture" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_golden" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT false NOT NULL,
	"is_out_for_delivery" boolean DEFAULT false NOT NULL,
	"current_latitude" numeric(9, 6),
	"current_longitude" numeric(9, 6),
	"driving_licence_photo" text,
	"aadhaar_photo" text,
	"vehicle_rc_photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_id_format" CHECK ("drivers"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "drivers_phone_format" CHECK ("drivers"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "drivers_whatsapp_number_format" CHECK ("drivers"."whatsapp_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "drivers_status_value" CHECK ("drivers"."status" in ('active', 'pending', 'inactive', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" text PRIMARY KEY NOT NULL,
	"store_name" text NOT NULL,
	"merchant_name" text NOT NULL,
	"phone" text NOT NULL,
	"whatsapp_number" text,
	"gst_number" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_golden" boolean DEFAULT false NOT NULL,
	"street" text,
	"city" text,
	"state" text,
	"country" text DEFAULT 'India' NOT NULL,
	"postal_code" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"store_photo" text,
	"gst_photo" text,
	"pan_photo" text,
	"bank_passbook_or_blank_check_photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_id_format" CHECK ("merchants"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "merchants_phone_format" CHECK ("merchants"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "merchants_whatsapp_number_format" CHECK ("merchants"."whatsapp_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "merchants_gst_number_format" CHECK ("merchants"."gst_number" ~ '^[0-9A-Z]{15}$'),
	CONSTRAINT "merchants_postal_code_format" CHECK ("merchants"."postal_code" ~ '^[0-9]{6}$'),
	CONSTRAINT "merchants_status_value" CHECK ("merchants"."status" in ('active', 'pending', 'inactive', 'incomplete', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "order_item_possible_merchants" (
	"order_item_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_item_possible_merchants_pkey" PRIMARY KEY("order_item_id","merchant_id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text,
	"bundle_id" text,
	"price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"item_status" text DEFAULT 'placed' NOT NULL,
	"merchant_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_id_format" CHECK ("order_items"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "order_items_item_status_value" CHECK ("order_items"."item_status" in ('placed', 'merchantAccepted', 'merchantRejected', 'readyToPick', 'delivered', 'cancelled')),
	CONSTRAINT "order_items_product_or_bundle" CHECK (num_nonnulls("order_items"."product_id", "order_items"."bundle_id") = 1),
	CONSTRAINT "order_items_price_not_negative" CHECK ("order_items"."price" >= 0),
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_possible_drivers" (
	"order_id" text NOT NULL,
	"driver_id" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_possible_drivers_pkey" PRIMARY KEY("order_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"sub_total" numeric(12, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"delivery_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"platform_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"handling_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"small_cart_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tip" numeric(12, 2) DEFAULT '0' NOT NULL,
	"other_fees" numeric(12, 2) DEFAULT '0' NOT NULL,
	"driver_id" text,
	"coupon_id" text,
	CONSTRAINT "orders_id_format" CHECK ("orders"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "orders_status_value" CHECK ("orders"."status" in ('placed', 'merchantAccepted', 'merchantRejected', 'readyToPick', 'driverAccepted', 'outForDelivery', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_method_value" CHECK ("orders"."payment_method" in ('cod', 'online')),
	CONSTRAINT "orders_payment_status_value" CHECK ("orders"."payment_status" in ('paid', 'unpaid')),
	CONSTRAINT "orders_delivered_at_iff_delivered" CHECK (("orders"."status" = 'delivered') = ("orders"."delivered_at" is not null)),
	CONSTRAINT "orders_sub_total_not_negative" CHECK ("orders"."sub_total" >= 0),
	CONSTRAINT "orders_charges_not_negative" CHECK ("orders"."delivery_fee" >= 0 and "orders"."platform_fee" >= 0 and "orders"."handling_fee" >= 0 and "orders"."small_cart_fee" >= 0 and "orders"."tip" >= 0 and "orders"."other_fees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "branch_class_levels" (
	"branch_id" text NOT NULL,
	"class_level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_class_levels_pkey" PRIMARY KEY("branch_id","class_level")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" text PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"area" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"near_by" text,
	"zip_code" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_id_school_id_key" UNIQUE("id","school_id"),
	CONSTRAINT "branches_id_format" CHECK ("branches"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "branches_status_value" CHECK ("branches"."status" in ('active', 'inactive')),
	CONSTRAINT "branches_zip_code_format" CHECK ("branches"."zip_code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "bundle_merchants" (
	"bundle_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"custom_pack" boolean DEFAULT true NOT NULL,
	"custom_discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundle_merchants_pkey" PRIMARY KEY("bundle_id","merchant_id"),
	CONSTRAINT "bundle_merchants_custom_discount_range" CHECK ("bundle_merchants"."custom_discount" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "bundle_products" (
	"bundle_id" text NOT NULL,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundle_products_pkey" PRIMARY KEY("bundle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	"branch_id" text NOT NULL,
	"class_level" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"set_type" text NOT NULL,
	"set_status" text DEFAULT 'active' NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(5, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_id_format" CHECK ("bundles"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "bundles_status_value" CHECK ("bundles"."status" in ('active', 'inactive')),
	CONSTRAINT "bundles_set_type_value" CHECK ("bundles"."set_type" in ('bookSet', 'copySet', 'stationerySet')),
	CONSTRAINT "bundles_set_status_value" CHECK ("bundles"."set_status" in ('active', 'inactive')),
	CONSTRAINT "bundles_discount_range" CHECK ("bundles"."discount" between 0 and 100),
	CONSTRAINT "bundles_tax_range" CHECK ("bundles"."tax" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" text PRIMARY KEY NOT NULL,
	"school_name" text NOT NULL,
	"display_name" text NOT NULL,
	"logo" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_id_format" CHECK ("schools"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "schools_status_value" CHECK ("schools"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "driver_settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"driver_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"settled_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_settlements_id_format" CHECK ("driver_settlements"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "driver_settlements_type_value" CHECK ("driver_settlements"."type" in ('earning', 'cashCollected')),
	CONSTRAINT "driver_settlements_amount_positive" CHECK ("driver_settlements"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "merchant_settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"settled_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_settlements_id_format" CHECK ("merchant_settlements"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "merchant_settlements_amount_positive" CHECK ("merchant_settlements"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_product_id_products_id_fk" FOREIGN KEY ("parent_product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_products" ADD CONSTRAINT "competition_products_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_products" ADD CONSTRAINT "competition_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_assignments" ADD CONSTRAINT "coupon_assignments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_assignments" ADD CONSTRAINT "coupon_assignments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_assignments" ADD CONSTRAINT "coupon_assignments_assigned_by_administrators_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."administrators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_administrators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."administrators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_possible_merchants" ADD CONSTRAINT "order_item_possible_merchants_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_possible_merchants" ADD CONSTRAINT "order_item_possible_merchants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_possible_drivers" ADD CONSTRAINT "order_possible_drivers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_possible_drivers" ADD CONSTRAINT "order_possible_drivers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_class_levels" ADD CONSTRAINT "branch_class_levels_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_merchants" ADD CONSTRAINT "bundle_merchants_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_merchants" ADD CONSTRAINT "bundle_merchants_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_products" ADD CONSTRAINT "bundle_products_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_products" ADD CONSTRAINT "bundle_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_branch_of_school_fk" FOREIGN KEY ("branch_id","school_id") REFERENCES "public"."branches"("id","school_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_class_level_of_branch_fk" FOREIGN KEY ("branch_id","class_level") REFERENCES "public"."branch_class_levels"("branch_id","class_level") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlements" ADD CONSTRAINT "driver_settlements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_settlements" ADD CONSTRAINT "driver_settlements_settled_by_administrators_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."administrators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settlements" ADD CONSTRAINT "merchant_settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_settlements" ADD CONSTRAINT "merchant_settlements_settled_by_administrators_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."administrators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_merchant_sku_key" ON "products" USING btree ("merchant_id","sku");--> statement-breakpoint
CREATE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_parent_product_id_idx" ON "products" USING btree ("parent_product_id");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_admin_disabled_idx" ON "products" USING btree ("admin_disabled","created_at","id");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "competition_products_product_id_idx" ON "competition_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "competitions_name_trgm_idx" ON "competitions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "competitions_created_at_idx" ON "competitions" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_key" ON "customers" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_status_idx" ON "customers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "coupon_assignments_customer_id_idx" ON "coupon_assignments" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "drivers_phone_idx" ON "drivers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "drivers_created_at_idx" ON "drivers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "merchants_store_name_trgm_idx" ON "merchants" USING gin ("store_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchants_phone_idx" ON "merchants" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "merchants_status_idx" ON "merchants" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "merchants_created_at_idx" ON "merchants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_item_possible_merchants_merchant_id_idx" ON "order_item_possible_merchants" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_merchant_id_idx" ON "order_items" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "order_items_product_id_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_bundle_id_idx" ON "order_items" USING btree ("bundle_id");--> statement-breakpoint
CREATE INDEX "order_possible_drivers_driver_id_idx" ON "order_possible_drivers" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_id_key" ON "orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_payment_method_idx" ON "orders" USING btree ("payment_method","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_driver_id_idx" ON "orders" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "orders_coupon_id_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "orders_customer_phone_idx" ON "orders" USING btree ("customer_phone");--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_school_id_idx" ON "branches" USING btree ("school_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bundle_merchants_merchant_id_idx" ON "bundle_merchants" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "bundle_products_product_id_idx" ON "bundle_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bundles_class_idx" ON "bundles" USING btree ("school_id","branch_id","class_level");--> statement-breakpoint
CREATE INDEX "bundles_branch_class_idx" ON "bundles" USING btree ("branch_id","class_level");--> statement-breakpoint
CREATE INDEX "schools_school_name_trgm_idx" ON "schools" USING gin ("school_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schools_display_name_trgm_idx" ON "schools" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schools_created_at_idx" ON "schools" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "driver_settlements_driver_id_idx" ON "driver_settlements" USING btree ("driver_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_settlements_transaction_id_key" ON "merchant_settlements" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "merchant_settlements_merchant_id_idx" ON "merchant_settlements" USING btree ("merchant_id");