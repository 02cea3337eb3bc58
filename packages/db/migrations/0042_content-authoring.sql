CREATE TABLE "blog_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"blog_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "en_summary" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "ar_summary" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "en_seo_title" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "ar_seo_title" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "en_seo_description" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "ar_seo_description" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "review_comment" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "is_shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_slugs" ADD CONSTRAINT "blog_slugs_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_slugs_blog_idx" ON "blog_slugs" USING btree ("blog_id");--> statement-breakpoint
CREATE INDEX "blogs_scheduled_idx" ON "blogs" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "blogs_lecturer_idx" ON "blogs" USING btree ("lecturer_id");