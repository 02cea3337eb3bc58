DROP INDEX "search_documents_rank_idx";
--> statement-breakpoint
-- allSearch walks each type's most popular titles first reading only this index (an index-only
-- scan: the title words are included). Drizzle cannot declare INCLUDE, so it lives here only.
CREATE INDEX IF NOT EXISTS search_documents_walk_idx ON search_documents (kind, popularity DESC NULLS LAST, id) INCLUDE (title_words);
