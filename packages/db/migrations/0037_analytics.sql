CREATE TYPE "public"."analytics_event_kind" AS ENUM('PAGE_VIEW', 'SEARCH', 'ADD_TO_CART', 'CHECKOUT_STARTED', 'PAID', 'LESSON_STARTED', 'LESSON_COMPLETED', 'QUIZ_PASSED', 'QUIZ_FAILED', 'LIVE_JOINED');--> statement-breakpoint
CREATE TABLE "analytics_daily_empty_searches" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "analytics_daily_empty_searches_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_programs" (
	"day" date NOT NULL,
	"program_id" uuid NOT NULL,
	"kind" "analytics_event_kind" NOT NULL,
	"events" integer NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "analytics_daily_programs_day_program_id_kind_pk" PRIMARY KEY("day","program_id","kind")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_totals" (
	"day" date NOT NULL,
	"kind" "analytics_event_kind" NOT NULL,
	"events" integer NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "analytics_daily_totals_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" "analytics_event_kind" NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"program_id" uuid,
	"path" text,
	"query" text,
	"result_count" integer
);
--> statement-breakpoint
CREATE TABLE "analytics_opt_outs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_opt_outs" ADD CONSTRAINT "analytics_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at");