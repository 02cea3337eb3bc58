ALTER TABLE "comments" ADD COLUMN "attachment_file_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comments_attachment_file_idx" ON "comments" USING btree ("attachment_file_id");