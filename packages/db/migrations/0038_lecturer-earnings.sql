CREATE TYPE "public"."payout_method" AS ENUM('BANK_TRANSFER', 'WALLET');--> statement-breakpoint
CREATE TABLE "lecturer_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lecturer_id" uuid NOT NULL,
	"amount_piastres" integer NOT NULL,
	"method" "payout_method" NOT NULL,
	"reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecturer_payouts_amount_positive" CHECK ("lecturer_payouts"."amount_piastres" > 0)
);
--> statement-breakpoint
CREATE TABLE "lecturer_revenue_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lecturer_id" uuid NOT NULL,
	"share_bps" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecturer_revenue_shares_bps" CHECK ("lecturer_revenue_shares"."share_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "lecturer_payouts" ADD CONSTRAINT "lecturer_payouts_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturer_payouts" ADD CONSTRAINT "lecturer_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturer_revenue_shares" ADD CONSTRAINT "lecturer_revenue_shares_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturer_revenue_shares" ADD CONSTRAINT "lecturer_revenue_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lecturer_payouts_lecturer_idx" ON "lecturer_payouts" USING btree ("lecturer_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "lecturer_revenue_shares_from_idx" ON "lecturer_revenue_shares" USING btree ("lecturer_id","effective_from");