ALTER TABLE "learning_programs" ADD COLUMN "en_outcomes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "ar_outcomes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "en_requirements" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "ar_requirements" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "en_audience" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "ar_audience" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "en_seo_title" text;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "ar_seo_title" text;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "en_seo_description" text;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "ar_seo_description" text;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "discount_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD COLUMN "discount_ends_at" timestamp with time zone;