CREATE TABLE "order_daily_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" bigint NOT NULL,
	"sub_total" numeric NOT NULL,
	CONSTRAINT "order_daily_totals_pkey" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "order_status_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"orders" bigint NOT NULL
);
