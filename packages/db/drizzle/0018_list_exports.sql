CREATE TABLE "list_export_parts" (
	"export_id" text NOT NULL,
	"part" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "list_export_parts_export_id_part_pk" PRIMARY KEY("export_id","part")
);
--> statement-breakpoint
CREATE TABLE "list_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"list" text NOT NULL,
	"query" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"parts" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"last_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "list_exports_id_format" CHECK ("list_exports"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "list_exports_state" CHECK ("list_exports"."state" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "list_export_parts" ADD CONSTRAINT "list_export_parts_export_id_list_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."list_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_exports" ADD CONSTRAINT "list_exports_admin_id_administrators_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_exports_created_at" ON "list_exports" USING btree ("created_at");