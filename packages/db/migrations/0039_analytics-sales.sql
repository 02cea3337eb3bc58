CREATE TABLE "analytics_daily_orders" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"net_piastres" bigint NOT NULL,
	"refunded_piastres" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_sales" (
	"day" date NOT NULL,
	"program_id" uuid NOT NULL,
	"orders" integer NOT NULL,
	"items" integer NOT NULL,
	"net_piastres" bigint NOT NULL,
	"refunded_piastres" bigint NOT NULL,
	CONSTRAINT "analytics_daily_sales_day_program_id_pk" PRIMARY KEY("day","program_id")
);
