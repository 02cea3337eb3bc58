-- The catalogue listings choose a page on programs' ids (listPublishedProgramsPage) and count a
-- filter's matches: both read only these columns, which this index holds, so PostgreSQL answers
-- them from the index (about 1 MB at 10,000 programs) instead of the table, whose rows carry every
-- long text (about 60 MB). Decision 0078, docs/performance.md "How cost grows".
CREATE INDEX "learning_programs_cards_idx" ON "learning_programs" USING btree ("publication_status", "type")
  INCLUDE ("category_id", "lecturer_id", "level", "language", "is_live_course", "original_price",
    "price_after_discount", "discount_starts_at", "discount_ends_at", "created_at", "enrolled_users_count",
    "total_ratings", "total_number_of_ratings", "id");
