ALTER TABLE "quiz_questions" ADD COLUMN "en_explanation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "ar_explanation" text DEFAULT '' NOT NULL;