ALTER TABLE "lecturer_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "lecturer_applications" ADD COLUMN "locale" "language" DEFAULT 'AR' NOT NULL;--> statement-breakpoint
CREATE INDEX "lecturer_applications_email_idx" ON "lecturer_applications" USING btree ("email","reviewed_at");