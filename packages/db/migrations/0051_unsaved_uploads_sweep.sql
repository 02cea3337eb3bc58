-- Upload keys inside rich text, for the sweep of uploads no record uses (decision 0077): every
-- substring shaped like an upload key (`files/<model>/<name>`, as newObjectKey makes them) in a
-- pair of columns, wherever it stands (an <img src> or <a href>, /media or /img, relative or
-- absolute), so a match can only keep too much. IMMUTABLE (the result depends on the text only):
-- each rich-text table indexes it (GIN), and the sweep probes that index instead of reading bodies.
CREATE OR REPLACE FUNCTION embedded_file_keys(a text, b text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT coalesce(array_agg(DISTINCT m[1]), '{}')
  FROM regexp_matches(coalesce(a, '') || ' ' || coalesce(b, ''), '(files/[A-Za-z0-9_-]+/[A-Za-z0-9_-]+)', 'g') AS m
$f$;
--> statement-breakpoint
CREATE TABLE "upload_sweep" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"after_file_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_sweep_one_row" CHECK ("upload_sweep"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "users_profile_picture_idx" ON "users" USING btree ("profile_picture") WHERE "users"."profile_picture" is not null;--> statement-breakpoint
CREATE INDEX "categories_image_idx" ON "categories" USING btree ("image") WHERE "categories"."image" is not null;--> statement-breakpoint
CREATE INDEX "learning_programs_thumbnail_idx" ON "learning_programs" USING btree ("thumbnail") WHERE "learning_programs"."thumbnail" is not null;--> statement-breakpoint
CREATE INDEX "learning_programs_promo_video_idx" ON "learning_programs" USING btree ("promo_video") WHERE "learning_programs"."promo_video" is not null;--> statement-breakpoint
CREATE INDEX "learning_programs_about_files_idx" ON "learning_programs" USING gin (embedded_file_keys("en_about", "ar_about"));--> statement-breakpoint
CREATE INDEX "lecturers_cv_url_idx" ON "lecturers" USING btree ("cv_url") WHERE "lecturers"."cv_url" is not null;--> statement-breakpoint
CREATE INDEX "lesson_resources_url_idx" ON "lesson_resources" USING btree ("url");--> statement-breakpoint
CREATE INDEX "lessons_video_idx" ON "lessons" USING btree ("video_id") WHERE "lessons"."video_id" is not null;--> statement-breakpoint
CREATE INDEX "lessons_content_files_idx" ON "lessons" USING gin (embedded_file_keys("en_content", "ar_content"));--> statement-breakpoint
CREATE INDEX "blogs_thumbnail_idx" ON "blogs" USING btree ("thumbnail") WHERE "blogs"."thumbnail" is not null;--> statement-breakpoint
CREATE INDEX "blogs_content_files_idx" ON "blogs" USING gin (embedded_file_keys("en_content", "ar_content"));--> statement-breakpoint
CREATE INDEX "policies_content_files_idx" ON "policies" USING gin (embedded_file_keys("content_en", "content_ar"));