-- Each server instance remembers the tokens it has checked (src/auth/session-cache.ts) and
-- forgets them all on this notification: any revoked, deleted or expired-early session, and any
-- disabled or deleted administrator, reaches every instance when its transaction commits.
-- Sign-ins only insert sessions, which no instance can have remembered yet.
CREATE FUNCTION "notify_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('satchel_sessions_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "administrators_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "administrators"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
