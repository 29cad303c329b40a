CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"built_in" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_built_in_check" CHECK ("roles"."built_in" in ('administrator', 'finance', 'catalogue', 'support', 'viewer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_key" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_built_in_key" ON "roles" USING btree ("built_in");--> statement-breakpoint
-- The built-in roles (issue 30); their permissions are the code's (builtInRoles of @satchel/api).
INSERT INTO "roles" ("id", "name", "built_in") VALUES
	('000000000000000000000001', 'Administrator', 'administrator'),
	('000000000000000000000002', 'Finance', 'finance'),
	('000000000000000000000003', 'Catalogue', 'catalogue'),
	('000000000000000000000004', 'Support', 'support'),
	('000000000000000000000005', 'Viewer', 'viewer');
--> statement-breakpoint
-- Every administrator there is, and every one made without a role (the first), is an Administrator.
ALTER TABLE "administrators" ADD COLUMN "role_id" text DEFAULT '000000000000000000000001' NOT NULL;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administrators_role_id_idx" ON "administrators" USING btree ("role_id");--> statement-breakpoint
-- Each instance remembers the sessions it checked with what their role allows (session-cache.ts):
-- a role's permissions changed or a role deleted must reach them all, as a session change does
-- (an operator's role changed is an administrators update, heard already).
CREATE TRIGGER "roles_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
--> statement-breakpoint
CREATE TABLE "password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_admin_id_administrators_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_links_admin_id_idx" ON "password_links" USING btree ("admin_id");
