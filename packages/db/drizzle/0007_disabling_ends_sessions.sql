-- Disabling an administrator revokes every session it holds, whoever disables it (the API or
-- plain SQL): enabling it again later must not bring its old tokens back to life.
CREATE FUNCTION "revoke_sessions_of_disabled_admin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET "revoked_at" = now()
    WHERE "admin_id" = NEW."id" AND "revoked_at" IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "administrator_disabled" AFTER UPDATE OF "disabled_at" ON "administrators"
  FOR EACH ROW WHEN (OLD."disabled_at" IS NULL AND NEW."disabled_at" IS NOT NULL)
  EXECUTE FUNCTION "revoke_sessions_of_disabled_admin"();
