CREATE TYPE "public"."video_status" AS ENUM('PROCESSING', 'READY', 'FAILED');--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "video_status" "video_status";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "video_failure" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "video_duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "video_poster" text;