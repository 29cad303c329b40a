ALTER TABLE "list_exports" DROP COLUMN "last_id";--> statement-breakpoint
ALTER TABLE "list_exports" ADD COLUMN "run" text;--> statement-breakpoint
-- Parts are stored as they come: compressing CSV on the way in costs more than the export.
ALTER TABLE "list_export_parts" ALTER COLUMN "content" SET STORAGE EXTERNAL;
