CREATE TYPE "public"."certification_type" AS ENUM('COMPLETION', 'ACE');--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"program_type" "program_type" NOT NULL,
	"certification_type" "certification_type" NOT NULL,
	"ar_learner_name" text NOT NULL,
	"en_learner_name" text NOT NULL,
	"ar_program_title" text NOT NULL,
	"en_program_title" text NOT NULL,
	"ar_lecturer_name" text,
	"en_lecturer_name" text,
	"completed_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_program_id_learning_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."learning_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_program_idx" ON "certificates" USING btree ("user_id","program_id");--> statement-breakpoint
CREATE INDEX "certificates_user_created_idx" ON "certificates" USING btree ("user_id","created_at");