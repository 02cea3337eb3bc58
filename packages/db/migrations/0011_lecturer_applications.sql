CREATE TABLE "lecturer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"ar_first_name" text NOT NULL,
	"ar_last_name" text NOT NULL,
	"phone" text NOT NULL,
	"field_of_training_id" uuid NOT NULL,
	"job_title_id" uuid NOT NULL,
	"en_bio" text NOT NULL,
	"ar_bio" text NOT NULL,
	"cv_file_id" uuid NOT NULL,
	"status" "lecturer_status" DEFAULT 'PENDING' NOT NULL,
	"lecturer_id" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecturer_applications_cv_file_id_unique" UNIQUE("cv_file_id")
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lecturer_applications" ADD CONSTRAINT "lecturer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturer_applications" ADD CONSTRAINT "lecturer_applications_field_of_training_id_fields_of_training_id_fk" FOREIGN KEY ("field_of_training_id") REFERENCES "public"."fields_of_training"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturer_applications" ADD CONSTRAINT "lecturer_applications_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturer_applications" ADD CONSTRAINT "lecturer_applications_cv_file_id_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturer_applications" ADD CONSTRAINT "lecturer_applications_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturer_applications" ADD CONSTRAINT "lecturer_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lecturer_applications_pending_email_idx" ON "lecturer_applications" USING btree ("email") WHERE "lecturer_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "lecturer_applications_pending_user_idx" ON "lecturer_applications" USING btree ("user_id") WHERE "lecturer_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "lecturer_applications_status_idx" ON "lecturer_applications" USING btree ("status","created_at");