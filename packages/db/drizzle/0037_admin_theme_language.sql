-- An operator's theme and language (issue 34), beside their paging choice: columns rather than a
-- jsonb document, so the database holds each to its values as the contract does.
ALTER TABLE "administrators" ADD COLUMN IF NOT EXISTS "theme" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN IF NOT EXISTS "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "administrators" DROP CONSTRAINT IF EXISTS "administrators_theme_check";--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_theme_check" CHECK ("administrators"."theme" in ('system', 'light', 'dark'));--> statement-breakpoint
ALTER TABLE "administrators" DROP CONSTRAINT IF EXISTS "administrators_language_check";--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_language_check" CHECK ("administrators"."language" in ('en', 'hi'));
