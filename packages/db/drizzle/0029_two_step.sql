-- Stronger sign-in (issue 30): one-time codes per operator, recovery codes, a per-role switch
-- that requires them, and the time an operator last changed their password (what history shows
-- of a password change: the hash itself is never recorded).
ALTER TABLE "roles" ADD COLUMN IF NOT EXISTS "two_step_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN IF NOT EXISTS "password_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "two_step_secrets" (
	"admin_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_step_secrets_admin_id_administrators_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recovery_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_codes_admin_id_administrators_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "recovery_codes_admin_code_key" ON "recovery_codes" USING btree ("admin_id","code_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recovery_codes_admin_id_idx" ON "recovery_codes" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_account_idx" ON "audit_events" USING btree ("record_id","created_at") WHERE "audit_events"."kind" = 'administrators';--> statement-breakpoint
-- Recorded in history under the operator's account (migration 0023's trigger), the secret, the
-- last step used and the codes' hashes never.
DROP TRIGGER IF EXISTS "two_step_secrets_recorded" ON "two_step_secrets";--> statement-breakpoint
CREATE TRIGGER "two_step_secrets_recorded" AFTER INSERT OR UPDATE OR DELETE ON "two_step_secrets"
  FOR EACH ROW EXECUTE FUNCTION record_change('administrators', 'admin_id', '{secret,last_used_step}');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "recovery_codes_recorded" ON "recovery_codes";--> statement-breakpoint
CREATE TRIGGER "recovery_codes_recorded" AFTER INSERT OR UPDATE OR DELETE ON "recovery_codes"
  FOR EACH ROW EXECUTE FUNCTION record_change('administrators', 'admin_id', '{code_hash}');
--> statement-breakpoint
-- A session remembers whether its operator must still set codes up (session-cache.ts): codes
-- confirmed or removed must reach every instance, as a session change does (migration 0006).
DROP TRIGGER IF EXISTS "two_step_secrets_changed" ON "two_step_secrets";--> statement-breakpoint
CREATE TRIGGER "two_step_secrets_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "two_step_secrets"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
