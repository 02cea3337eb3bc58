DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "learning_programs_updated_idx" ON "learning_programs" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "learning_programs_en_title_trgm_idx" ON "learning_programs" USING gin ("en_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "learning_programs_ar_title_trgm_idx" ON "learning_programs" USING gin ("ar_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "learning_programs_slug_trgm_idx" ON "learning_programs" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "learning_programs_code_trgm_idx" ON "learning_programs" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blogs_updated_idx" ON "blogs" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blogs_en_title_trgm_idx" ON "blogs" USING gin ("en_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blogs_ar_title_trgm_idx" ON "blogs" USING gin ("ar_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blogs_slug_trgm_idx" ON "blogs" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);