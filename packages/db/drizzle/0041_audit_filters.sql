-- The Audit list's filters together (issue 30): operator, kind of record and action are each
-- served by an index of their own (migration 0023), which orders their entries by time, but two
-- or three of them at once were not. A page then walked one index filtering out the others, and
-- its count (up to 201 matches, list-query.ts) read the table in order until it had them: tens of
-- milliseconds at 10,000,000 entries, the whole table when few match. One index for each
-- combination, its equality columns first and the time last, finds both a page and its count at
-- the combination's first match, in order. A date range narrows any of them by its time.
CREATE INDEX IF NOT EXISTS "audit_events_administrator_kind_idx" ON "audit_events" USING btree ("administrator_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_administrator_action_idx" ON "audit_events" USING btree ("administrator_id","action","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_kind_action_idx" ON "audit_events" USING btree ("kind","action","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_events_administrator_kind_action_idx" ON "audit_events" USING btree ("administrator_id","kind","action","created_at","id");--> statement-breakpoint
-- An Audit entry that is a bulk run says whether the run can be reverted: its run, by its entry.
CREATE INDEX IF NOT EXISTS "bulk_runs_audit_event_idx" ON "bulk_runs" USING btree ("audit_event_id");
