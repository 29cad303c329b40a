CREATE TABLE IF NOT EXISTS "product_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"call" text NOT NULL,
	"merchant_id" text,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"audit" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run" text,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "product_imports_id_format" CHECK ("product_imports"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "product_imports_state" CHECK ("product_imports"."state" in ('queued', 'running', 'done', 'refused', 'failed')),
	CONSTRAINT "product_imports_call" CHECK ("product_imports"."call" in ('upload', 'variantUpdate', 'assign'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "product_import_parts" (
	"import_id" text NOT NULL,
	"part" integer NOT NULL,
	"content" bytea NOT NULL,
	CONSTRAINT "product_import_parts_import_id_part_pk" PRIMARY KEY("import_id","part")
);
--> statement-breakpoint
ALTER TABLE "product_import_parts" ADD CONSTRAINT "product_import_parts_import_id_product_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."product_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_admin_id_administrators_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_imports_created_at" ON "product_imports" USING btree ("created_at");--> statement-breakpoint
-- Parts are stored as they come and read once: compressing CSV on the way in costs more than it saves.
ALTER TABLE "product_import_parts" ALTER COLUMN "content" SET STORAGE EXTERNAL;
