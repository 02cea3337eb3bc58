-- The rest of migration 0053 for the two other orders a listing offers. By price: the price paid
-- depends on the discount window at the time of the request, so the page merges two walks, the
-- programs without a discount in force by their price and those with one by their discounted
-- price (listPublishedProgramsPage), each from its index here. By title, in each language.
CREATE INDEX "learning_programs_listing_price_idx" ON "learning_programs" USING btree ("original_price" DESC, "created_at" DESC, "id")
  INCLUDE ("type", "category_id", "lecturer_id", "level", "language", "is_live_course",
    "price_after_discount", "discount_starts_at", "discount_ends_at")
  WHERE "publication_status" = 'PUBLISHED';
--> statement-breakpoint
CREATE INDEX "learning_programs_listing_discount_idx" ON "learning_programs" USING btree ("price_after_discount" DESC, "created_at" DESC, "id")
  INCLUDE ("type", "category_id", "lecturer_id", "level", "language", "is_live_course", "original_price",
    "discount_starts_at", "discount_ends_at")
  WHERE "publication_status" = 'PUBLISHED' AND "price_after_discount" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "learning_programs_listing_ar_title_idx" ON "learning_programs" USING btree ("ar_title", "created_at", "id")
  INCLUDE ("type", "category_id", "lecturer_id", "level", "language", "is_live_course", "original_price",
    "price_after_discount", "discount_starts_at", "discount_ends_at")
  WHERE "publication_status" = 'PUBLISHED';
--> statement-breakpoint
CREATE INDEX "learning_programs_listing_en_title_idx" ON "learning_programs" USING btree ("en_title", "created_at", "id")
  INCLUDE ("type", "category_id", "lecturer_id", "level", "language", "is_live_course", "original_price",
    "price_after_discount", "discount_starts_at", "discount_ends_at")
  WHERE "publication_status" = 'PUBLISHED';
