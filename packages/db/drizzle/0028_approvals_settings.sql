CREATE TABLE "settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_name_known" CHECK ("settings"."name" in ('settlementApprovalThreshold', 'lateDeliveryHours'))
);
--> statement-breakpoint
CREATE TABLE "settlement_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" text,
	"transaction_id" text,
	"driver_id" text,
	"driver_type" text,
	"amount" numeric(12, 2) NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"settlement_id" text,
	CONSTRAINT "settlement_requests_id_format" CHECK ("settlement_requests"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "settlement_requests_state_value" CHECK ("settlement_requests"."state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "settlement_requests_amount_positive" CHECK ("settlement_requests"."amount" > 0),
	CONSTRAINT "settlement_requests_payee" CHECK (("settlement_requests"."merchant_id" is not null and "settlement_requests"."transaction_id" is not null
        and "settlement_requests"."driver_id" is null and "settlement_requests"."driver_type" is null)
        or ("settlement_requests"."driver_id" is not null and "settlement_requests"."driver_type" is not null
        and "settlement_requests"."merchant_id" is null and "settlement_requests"."transaction_id" is null)),
	CONSTRAINT "settlement_requests_decided" CHECK (("settlement_requests"."state" = 'pending') = ("settlement_requests"."decided_by" is null)
        and ("settlement_requests"."state" = 'rejected') = ("settlement_requests"."reason" is not null)
        and ("settlement_requests"."state" = 'approved') = ("settlement_requests"."settlement_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "settlement_requests" ADD CONSTRAINT "settlement_requests_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_requests" ADD CONSTRAINT "settlement_requests_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_requests" ADD CONSTRAINT "settlement_requests_requested_by_administrators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."administrators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_requests" ADD CONSTRAINT "settlement_requests_decided_by_administrators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."administrators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_requests_pending_idx" ON "settlement_requests" USING btree ("created_at") WHERE "settlement_requests"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_requests_pending_transaction_key" ON "settlement_requests" USING btree ("transaction_id") WHERE "settlement_requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "settlement_requests_merchant_id_idx" ON "settlement_requests" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "settlement_requests_driver_id_idx" ON "settlement_requests" USING btree ("driver_id");--> statement-breakpoint
-- History (0023) records both tables. A setting is its own record, named by its name. A
-- settlement request is part of the merchant's or the driver's record, as their settlements are:
-- their History shows it requested, approved or rejected, beside the settlement it made.
CREATE TRIGGER "settings_recorded" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH ROW EXECUTE FUNCTION record_change('settings', 'name', '{}');
--> statement-breakpoint
CREATE TRIGGER "settlement_requests_recorded_merchant" AFTER INSERT OR UPDATE ON "settlement_requests"
  FOR EACH ROW WHEN (NEW.merchant_id IS NOT NULL)
  EXECUTE FUNCTION record_change('merchants', 'merchant_id', '{}');
--> statement-breakpoint
CREATE TRIGGER "settlement_requests_recorded_driver" AFTER INSERT OR UPDATE ON "settlement_requests"
  FOR EACH ROW WHEN (NEW.driver_id IS NOT NULL)
  EXECUTE FUNCTION record_change('drivers', 'driver_id', '{}');
--> statement-breakpoint
CREATE TRIGGER "settlement_requests_removed_merchant" AFTER DELETE ON "settlement_requests"
  FOR EACH ROW WHEN (OLD.merchant_id IS NOT NULL)
  EXECUTE FUNCTION record_change('merchants', 'merchant_id', '{}');
--> statement-breakpoint
CREATE TRIGGER "settlement_requests_removed_driver" AFTER DELETE ON "settlement_requests"
  FOR EACH ROW WHEN (OLD.driver_id IS NOT NULL)
  EXECUTE FUNCTION record_change('drivers', 'driver_id', '{}');
