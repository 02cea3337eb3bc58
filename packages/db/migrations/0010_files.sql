CREATE TYPE "public"."upload_model" AS ENUM('CATEGORY_IMAGE', 'CERTIFICATE', 'COMMENT_ATTACHMENT', 'COURSE_ARTICLES', 'COURSE_OUTCOMES', 'COURSE_PROMO_VIDEO', 'COURSE_THUMBNAIL', 'COURSE_VIDEO', 'INVOICE', 'LECTURER_CV_FILE', 'LESSON_RESOURCES', 'PROFILE_PICTURE', 'TOOL_IMAGE');--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"model" "upload_model" NOT NULL,
	"key" text NOT NULL,
	"content_type" text,
	"size" bigint,
	"is_public" boolean DEFAULT false NOT NULL,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");