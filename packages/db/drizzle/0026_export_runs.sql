-- Idempotent: an early copy of this migration ran as 0023 on some development databases.
ALTER TABLE "list_exports" DROP COLUMN IF EXISTS "last_id";--> statement-breakpoint
ALTER TABLE "list_exports" ADD COLUMN IF NOT EXISTS "run" text;--> statement-breakpoint
-- Parts are stored as they come: compressing CSV on the way in costs more than the export.
ALTER TABLE "list_export_parts" ALTER COLUMN "content" SET STORAGE EXTERNAL;
