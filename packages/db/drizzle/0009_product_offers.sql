CREATE TABLE "product_offers" (
	"product_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"stock" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_offers_pkey" PRIMARY KEY("product_id","merchant_id"),
	CONSTRAINT "product_offers_price_positive" CHECK ("product_offers"."price" > 0),
	CONSTRAINT "product_offers_stock_not_negative" CHECK ("product_offers"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_offers_merchant_id_idx" ON "product_offers" USING btree ("merchant_id");