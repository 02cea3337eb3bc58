-- allSearch ranks a title that starts with the query first within the title tier (docs/product/catalogue.md). The
-- title's key is its search_norm() form with every run of non-letters turned into one space, so
-- "Sports-Nutrition: Basics" starts with "sports nutrition"; the query side joins its normalised
-- words with spaces. Keys are compared by code point (COLLATE "C"): a prefix is the range
-- [query, query with its last letter + 1), which a btree answers with or without a generic plan.
-- Names are schema-qualified: index builds run with a search_path of pg_catalog only.
CREATE OR REPLACE FUNCTION search_title_key(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT btrim(regexp_replace(public.search_norm(t), '[^0-9a-z\u0600-\u06FF]+', ' ', 'g'))
$f$;
--> statement-breakpoint
-- Published rows only (what search shows).
CREATE INDEX IF NOT EXISTS learning_programs_en_title_key_idx ON learning_programs ((search_title_key(en_title)) COLLATE "C")
  WHERE publication_status = 'PUBLISHED';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS learning_programs_ar_title_key_idx ON learning_programs ((search_title_key(ar_title)) COLLATE "C")
  WHERE publication_status = 'PUBLISHED';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS blogs_en_title_key_idx ON blogs ((search_title_key(en_title)) COLLATE "C")
  WHERE status = 'PUBLISHED';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS blogs_ar_title_key_idx ON blogs ((search_title_key(ar_title)) COLLATE "C")
  WHERE status = 'PUBLISHED';
