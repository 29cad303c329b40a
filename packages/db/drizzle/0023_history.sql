CREATE TABLE "audit_changes" (
	"position" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_changes_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"source" text NOT NULL,
	"row_id" text,
	"operation" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY DEFAULT left(replace(gen_random_uuid()::text, '-', ''), 24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"administrator_id" text,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" text,
	"request_id" text,
	"address" text
);
--> statement-breakpoint
ALTER TABLE "list_settings" DROP CONSTRAINT "list_settings_list_check";--> statement-breakpoint
ALTER TABLE "list_views" DROP CONSTRAINT "list_views_list_check";--> statement-breakpoint
ALTER TABLE "bulk_runs" ADD COLUMN "audit_event_id" text;--> statement-breakpoint
CREATE INDEX "audit_changes_event_idx" ON "audit_changes" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "audit_changes_record_idx" ON "audit_changes" USING btree ("kind","record_id","event_id");--> statement-breakpoint
CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_administrator_idx" ON "audit_events" USING btree ("administrator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_kind_idx" ON "audit_events" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","created_at","id");--> statement-breakpoint
ALTER TABLE "list_settings" ADD CONSTRAINT "list_settings_list_check" CHECK ("list_settings"."list" in ('users', 'merchants', 'drivers', 'products', 'categories', 'banners', 'coupons', 'orders', 'audit'));--> statement-breakpoint
ALTER TABLE "list_views" ADD CONSTRAINT "list_views_list_check" CHECK ("list_views"."list" in ('users', 'merchants', 'drivers', 'products', 'categories', 'banners', 'coupons', 'orders', 'audit'));--> statement-breakpoint
-- History of every change (issue #30). Why triggers: every write to a recorded table is recorded
-- by PostgreSQL itself, in the writing transaction, whatever code wrote it (a route, a job, an
-- import, a new write nobody thought of), with its exact fields before and after; the
-- application only says who is writing, once per transaction, in `satchel.audit` (a JSON
-- object: administratorId, action, requestId, address; apps/server/src/history). One
-- transaction is one entry (`audit_events`), however many rows it touches (`audit_changes`): a
-- CSV import or a batch of a bulk run is one entry naming every row; a bulk run's later batches
-- add their rows to the entry its start made (`satchel.audit_event`).
CREATE FUNCTION "audit_event"(event_kind text, event_record text, fallback_action text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  current_event text := nullif(current_setting('satchel.audit_event', true), '');
  context jsonb := coalesce(nullif(current_setting('satchel.audit', true), '')::jsonb, '{}'::jsonb);
  created text;
BEGIN
  IF current_event IS NOT NULL THEN
    RETURN current_event;
  END IF;
  INSERT INTO "audit_events" ("administrator_id", "action", "kind", "record_id", "request_id", "address")
  VALUES (context ->> 'administratorId', coalesce(context ->> 'action', fallback_action), event_kind,
    event_record, context ->> 'requestId', context ->> 'address')
  RETURNING "id" INTO created;
  PERFORM set_config('satchel.audit_event', created, true);
  RETURN created;
END $$;
--> statement-breakpoint
-- One row's change. TG_ARGV: the record kind (the wire's list name), the column naming the
-- record (a part of a record, e.g. an order's item, names its record: its change is the
-- record's), and the columns never recorded (secrets) as a text array. A change of nothing but
-- `updated_at` is no change.
CREATE FUNCTION "record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  record_kind text := TG_ARGV[0];
  record_column text := coalesce(TG_ARGV[1], 'id');
  unrecorded text[] := coalesce(TG_ARGV[2], '{}')::text[] || '{updated_at}'::text[];
  old_row jsonb;
  new_row jsonb;
  before_fields jsonb;
  after_fields jsonb;
  changed_record text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - unrecorded; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - unrecorded; END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT jsonb_object_agg(key, old_row -> key), jsonb_object_agg(key, value)
      INTO before_fields, after_fields
      FROM jsonb_each(new_row) WHERE value IS DISTINCT FROM old_row -> key;
    IF after_fields IS NULL THEN RETURN NULL; END IF;
  ELSE
    before_fields := old_row;
    after_fields := new_row;
  END IF;
  changed_record := coalesce(new_row, old_row) ->> record_column;
  INSERT INTO "audit_changes" ("event_id", "kind", "record_id", "source", "row_id", "operation", "before", "after")
  VALUES (audit_event(record_kind, changed_record, lower(TG_OP)), record_kind, changed_record,
    TG_TABLE_NAME, coalesce(new_row, old_row) ->> 'id', lower(TG_OP), before_fields, after_fields);
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  recorded record;
BEGIN
  FOR recorded IN SELECT * FROM (VALUES
    ('customers', 'users', 'id', '{}'),
    ('merchants', 'merchants', 'id', '{}'),
    ('merchant_settlements', 'merchants', 'merchant_id', '{}'),
    ('drivers', 'drivers', 'id', '{}'),
    ('driver_settlements', 'drivers', 'driver_id', '{}'),
    ('products', 'products', 'id', '{}'),
    ('product_offers', 'products', 'product_id', '{}'),
    ('categories', 'categories', 'id', '{}'),
    ('banners', 'banners', 'id', '{}'),
    ('coupons', 'coupons', 'id', '{}'),
    ('coupon_assignments', 'coupons', 'coupon_id', '{}'),
    ('schools', 'schools', 'id', '{}'),
    ('branches', 'schools', 'school_id', '{}'),
    ('bundles', 'bundles', 'id', '{}'),
    ('bundle_products', 'bundles', 'bundle_id', '{}'),
    ('bundle_merchants', 'bundles', 'bundle_id', '{}'),
    ('competitions', 'competitions', 'id', '{}'),
    ('competition_products', 'competitions', 'competition_id', '{}'),
    ('orders', 'orders', 'id', '{}'),
    ('order_items', 'orders', 'order_id', '{}'),
    ('administrators', 'administrators', 'id', '{password_hash}'),
    ('sessions', 'administrators', 'admin_id', '{token_hash}')
  ) AS tables (table_name, kind, record_column, unrecorded) LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION record_change(%L, %L, %L)',
      recorded.table_name || '_recorded', recorded.table_name, recorded.kind,
      recorded.record_column, recorded.unrecorded);
  END LOOP;
END $$;
--> statement-breakpoint
-- Append-only, for every role, the tables' owner and superusers included (the app may connect
-- as either; tests do): an UPDATE, DELETE or TRUNCATE of history is refused. Revoking the
-- privileges as well keeps other roles from even trying.
CREATE FUNCTION "refuse_history_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'History is append-only: % on % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
CREATE TRIGGER "audit_events_not_truncated" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
CREATE TRIGGER "audit_changes_append_only" BEFORE UPDATE OR DELETE ON "audit_changes"
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
CREATE TRIGGER "audit_changes_not_truncated" BEFORE TRUNCATE ON "audit_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_events", "audit_changes" FROM PUBLIC;
