CREATE TABLE "event_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tickets_session_id_idx" ON "event_tickets" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "event_tickets_expires_at_idx" ON "event_tickets" USING btree ("expires_at");--> statement-breakpoint
-- Change notices for the console's live lists (apps/server/src/events): every write to a list's
-- table notifies `satchel_list_changes` with {kind, id, action} from the writing transaction, so
-- every instance hears it when, and only if, the change commits (identical notices of one
-- transaction arrive once). Statement-level triggers with transition tables: a statement that
-- touches more than 20 records sends one {kind, action: 'many'} instead of thousands (a notice
-- payload must stay under 8000 bytes, and each listener reads every notice).
-- TG_ARGV: the list kind (the wire's name, `listKinds`), then for a table of a record's parts
-- the column naming the record (order items: their order, whose change is an update).
CREATE FUNCTION "notify_list_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  list_kind text := TG_ARGV[0];
  record_column text := coalesce(TG_ARGV[1], 'id');
  change text := CASE WHEN TG_ARGV[1] IS NULL THEN lower(TG_OP) ELSE 'update' END;
  records bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('satchel_list_changes', json_build_object('kind', list_kind, 'action', 'many')::text);
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT count(DISTINCT %I) FROM changed_rows', record_column) INTO records;
  IF records > 20 THEN
    PERFORM pg_notify('satchel_list_changes', json_build_object('kind', list_kind, 'action', 'many')::text);
  ELSIF records > 0 THEN
    EXECUTE format(
      'SELECT pg_notify(''satchel_list_changes'', json_build_object(''kind'', $1, ''id'', %1$I, ''action'', $2)::text) FROM (SELECT DISTINCT %1$I FROM changed_rows) AS changed',
      record_column
    ) USING list_kind, change;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  list record;
BEGIN
  FOR list IN SELECT * FROM (VALUES
    ('customers', 'users'), ('merchants', 'merchants'), ('drivers', 'drivers'),
    ('products', 'products'), ('categories', 'categories'), ('banners', 'banners'),
    ('coupons', 'coupons'), ('orders', 'orders')
  ) AS lists (table_name, kind) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changes(%L)', list.table_name || '_inserted_notify', list.table_name, list.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changes(%L)', list.table_name || '_updated_notify', list.table_name, list.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changes(%L)', list.table_name || '_deleted_notify', list.table_name, list.kind);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changes(%L)', list.table_name || '_truncated_notify', list.table_name, list.kind);
  END LOOP;
END $$;
--> statement-breakpoint
-- An item's status is part of its order's row and details.
CREATE TRIGGER "order_items_updated_notify" AFTER UPDATE ON "order_items"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION notify_list_changes('orders', 'order_id');
