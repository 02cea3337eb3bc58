CREATE TYPE "public"."blog_status" AS ENUM('DRAFT', 'PUBLISHED', 'ARCHIVED');--> statement-breakpoint
CREATE TYPE "public"."faq_audience" AS ENUM('USER', 'LECTURER');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('AR', 'EN');--> statement-breakpoint
CREATE TYPE "public"."learning_time_unit" AS ENUM('MINUTES', 'HOURS', 'DAYS', 'WEEKS', 'MONTHS');--> statement-breakpoint
CREATE TYPE "public"."lecturer_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."lesson_type" AS ENUM('VIDEO', 'ARTICLE', 'LIVE_SESSION', 'QUIZ');--> statement-breakpoint
CREATE TYPE "public"."program_level" AS ENUM('ADVANCED', 'BEGINNER', 'BEGINNER_ADVANCED', 'BEGINNER_INTERMEDIATE', 'INTERMEDIATE', 'INTERMEDIATE_ADVANCED');--> statement-breakpoint
CREATE TYPE "public"."platform" AS ENUM('ANDROID', 'DESKTOP', 'IOS');--> statement-breakpoint
CREATE TYPE "public"."policy_kind" AS ENUM('PAYMENT', 'PRIVACY', 'TERMS');--> statement-breakpoint
CREATE TYPE "public"."program_type" AS ENUM('COURSE', 'DIPLOMA', 'WORKSHOP');--> statement-breakpoint
CREATE TYPE "public"."publication_status" AS ENUM('DRAFT', 'PUBLISHED', 'UNPUBLISHED');--> statement-breakpoint
CREATE TYPE "public"."push_kind" AS ENUM('FCM', 'WEBPUSH');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('USER', 'LECTURER', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."verification_purpose" AS ENUM('EMAIL_UPDATE', 'EMAIL_VERIFICATION', 'LECTURER_EMAIL_VERIFICATION', 'PASSWORD_RESET', 'SOCIAL_EMAIL_VERIFICATION');--> statement-breakpoint
CREATE TABLE "device_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"kind" "push_kind" NOT NULL,
	"platform" "platform" NOT NULL,
	"token" text NOT NULL,
	"keys" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"template" text NOT NULL,
	"locale" "language" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"device_name" text,
	"device" "platform" DEFAULT 'DESKTOP' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"email" text NOT NULL,
	"unverified_email" text,
	"email_verified_at" timestamp with time zone,
	"phone" text,
	"fav_lang" "language" DEFAULT 'AR' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"ar_first_name" text NOT NULL,
	"ar_last_name" text NOT NULL,
	"slug" text NOT NULL,
	"profile_picture" text,
	"password_hash" text,
	"role" "user_role" DEFAULT 'USER' NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_code_unique" UNIQUE("code"),
	CONSTRAINT "users_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"purpose" "verification_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"en_name" text NOT NULL,
	"ar_name" text NOT NULL,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "diploma_programs" (
	"diploma_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "diploma_programs_diploma_id_program_id_pk" PRIMARY KEY("diploma_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "fields_of_training" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"en_name" text NOT NULL,
	"ar_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"en_name" text NOT NULL,
	"ar_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"code" text NOT NULL,
	"type" "program_type" NOT NULL,
	"en_title" text NOT NULL,
	"ar_title" text NOT NULL,
	"en_summary" text DEFAULT '' NOT NULL,
	"ar_summary" text DEFAULT '' NOT NULL,
	"en_about" text DEFAULT '' NOT NULL,
	"ar_about" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"promo_video" text,
	"level" "program_level" DEFAULT 'BEGINNER' NOT NULL,
	"language" "language" DEFAULT 'AR' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"publication_status" "publication_status" DEFAULT 'DRAFT' NOT NULL,
	"original_price" integer NOT NULL,
	"price_after_discount" integer,
	"learning_time" integer DEFAULT 0 NOT NULL,
	"learning_time_unit" "learning_time_unit" DEFAULT 'HOURS' NOT NULL,
	"is_live_course" boolean DEFAULT false NOT NULL,
	"has_certificate" boolean DEFAULT true NOT NULL,
	"ace_certificate" boolean DEFAULT false NOT NULL,
	"ace_days_to_get_certified" integer,
	"category_id" uuid,
	"lecturer_id" uuid,
	"total_ratings" integer DEFAULT 0 NOT NULL,
	"total_number_of_ratings" integer DEFAULT 0 NOT NULL,
	"enrolled_users_count" integer DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_programs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "learning_programs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lecturers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"en_bio" text DEFAULT '' NOT NULL,
	"ar_bio" text DEFAULT '' NOT NULL,
	"status" "lecturer_status" DEFAULT 'PENDING' NOT NULL,
	"cv_url" text,
	"job_title_id" uuid,
	"field_of_training_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lecturers_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"en_title" text NOT NULL,
	"ar_title" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"en_title" text NOT NULL,
	"ar_title" text NOT NULL,
	"type" "lesson_type" NOT NULL,
	"sort_order" integer NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"video_id" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"en_content" text DEFAULT '' NOT NULL,
	"ar_content" text DEFAULT '' NOT NULL,
	"en_overview" text DEFAULT '' NOT NULL,
	"ar_overview" text DEFAULT '' NOT NULL,
	"live_session_start_at" timestamp with time zone,
	"live_session_end_at" timestamp with time zone,
	"live_session_url" text,
	"passing_grade" integer,
	"can_re_submit" boolean DEFAULT true NOT NULL,
	"max_attempts" integer,
	"show_correct_answers" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"en_title" text NOT NULL,
	"ar_title" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"en_title" text NOT NULL,
	"ar_title" text NOT NULL,
	"is_multiple_answers" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"en_title" text NOT NULL,
	"ar_title" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"en_name" text NOT NULL,
	"ar_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"can_be_deleted" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"code" text NOT NULL,
	"en_title" text NOT NULL,
	"ar_title" text NOT NULL,
	"en_content" text NOT NULL,
	"ar_content" text NOT NULL,
	"thumbnail" text,
	"alt_text" text,
	"status" "blog_status" DEFAULT 'DRAFT' NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"shares_count" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"category_id" uuid NOT NULL,
	"lecturer_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blogs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"en_name" text NOT NULL,
	"ar_name" text NOT NULL,
	"dial_code" text NOT NULL,
	"sort_order" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" "faq_audience" NOT NULL,
	"en_question" text NOT NULL,
	"ar_question" text NOT NULL,
	"en_answer" text NOT NULL,
	"ar_answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "policy_kind" NOT NULL,
	"en_title" text NOT NULL,
	"ar_title" text NOT NULL,
	"content_en" text NOT NULL,
	"content_ar" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_kind_unique" UNIQUE("kind")
);
--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diploma_programs" ADD CONSTRAINT "diploma_programs_diploma_id_learning_programs_id_fk" FOREIGN KEY ("diploma_id") REFERENCES "public"."learning_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diploma_programs" ADD CONSTRAINT "diploma_programs_program_id_learning_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."learning_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD CONSTRAINT "learning_programs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_programs" ADD CONSTRAINT "learning_programs_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturers" ADD CONSTRAINT "lecturers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturers" ADD CONSTRAINT "lecturers_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lecturers" ADD CONSTRAINT "lecturers_field_of_training_id_fields_of_training_id_fk" FOREIGN KEY ("field_of_training_id") REFERENCES "public"."fields_of_training"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_resources" ADD CONSTRAINT "lesson_resources_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_program_id_learning_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."learning_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_program_id_learning_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."learning_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_lecturer_id_lecturers_id_fk" FOREIGN KEY ("lecturer_id") REFERENCES "public"."lecturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_tokens_user_idx" ON "device_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "verification_codes_lookup_idx" ON "verification_codes" USING btree (lower("email"),"purpose");--> statement-breakpoint
CREATE INDEX "diploma_programs_program_idx" ON "diploma_programs" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "learning_programs_type_idx" ON "learning_programs" USING btree ("type","publication_status");--> statement-breakpoint
CREATE INDEX "learning_programs_category_idx" ON "learning_programs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "learning_programs_lecturer_idx" ON "learning_programs" USING btree ("lecturer_id");--> statement-breakpoint
CREATE INDEX "lessons_section_idx" ON "lessons" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE INDEX "lessons_program_idx" ON "lessons" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "sections_program_idx" ON "sections" USING btree ("program_id","sort_order");--> statement-breakpoint
CREATE INDEX "blogs_category_idx" ON "blogs" USING btree ("category_id","published_at");