ALTER TABLE "blogs" RENAME COLUMN "tags" TO "en_tags";--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "ar_tags" text[] DEFAULT '{}' NOT NULL;