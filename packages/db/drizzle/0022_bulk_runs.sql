CREATE TABLE "bulk_run_rows" (
	"run_id" text NOT NULL,
	"position" integer NOT NULL,
	"row_id" text NOT NULL,
	"target" text,
	"expect" text,
	"outcome" text,
	"before" text,
	"reason" text,
	CONSTRAINT "bulk_run_rows_pkey" PRIMARY KEY("run_id","position"),
	CONSTRAINT "bulk_run_rows_outcome_check" CHECK ("bulk_run_rows"."outcome" in ('changed', 'unchanged', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "bulk_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"value" text NOT NULL,
	"filters" jsonb NOT NULL,
	"administrator_id" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"reverts_run_id" text,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_runs_reverts_run_id_key" UNIQUE("reverts_run_id"),
	CONSTRAINT "bulk_runs_state_check" CHECK ("bulk_runs"."state" in ('queued', 'running', 'done', 'cancelled', 'failed')),
	CONSTRAINT "bulk_runs_counts_check" CHECK ("bulk_runs"."done" <= "bulk_runs"."total")
);
--> statement-breakpoint
ALTER TABLE "bulk_run_rows" ADD CONSTRAINT "bulk_run_rows_run_id_bulk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bulk_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_runs" ADD CONSTRAINT "bulk_runs_reverts_run_id_bulk_runs_id_fk" FOREIGN KEY ("reverts_run_id") REFERENCES "public"."bulk_runs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_run_rows_skipped_idx" ON "bulk_run_rows" USING btree ("run_id","position") WHERE "bulk_run_rows"."outcome" = 'skipped';