CREATE TABLE IF NOT EXISTS "job_heartbeats" (
	"job_id" text PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"instance" text NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_heartbeats_instance_idx" ON "job_heartbeats" USING btree ("instance");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_heartbeats_beat_at_idx" ON "job_heartbeats" USING btree ("beat_at");
