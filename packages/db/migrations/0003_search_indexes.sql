-- Search normalisation for allSearch (docs/product/catalogue.md): Unicode compatibility composition (NFKC, so
-- decomposed hamza forms and presentation forms match typed letters), Latin accents removed
-- (unaccent), Arabic variants folded and Latin lower-cased (ar_norm, migration 0000), stray
-- combining hamza/madda marks dropped, then a leading Arabic article (ال, وال, فال, بال, كال)
-- dropped from every word that keeps at least two letters, so "تغذيه" and "التغذية" compare
-- equal and a typo still shares most trigrams. IMMUTABLE (results depend on the text only);
-- packages/domain/src/search/search-terms.ts mirrors it for the query (a test checks both agree).
CREATE OR REPLACE FUNCTION search_norm(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT regexp_replace(
    regexp_replace(
      public.ar_norm(public.unaccent('public.unaccent'::regdictionary, normalize(coalesce(t, ''), NFKC))),
      '[\u0653-\u0655]', '', 'g'),
    '(^|[^0-9a-z\u0600-\u06FF])[وفبك]?ال(?=[\u0621-\u064A]{2})', '\1', 'g')
$f$;
--> statement-breakpoint
-- search_documents and search_document_bodies (migration 0002) hold one row per published
-- program or blog, normalised once on write. A content change re-normalises the row; a counter
-- change (enrolments, views) only moves its popularity, so counting a blog view stays cheap.
CREATE OR REPLACE FUNCTION search_documents_put(doc_id uuid, doc_kind text, en_title text, ar_title text, body text, pop integer)
RETURNS void LANGUAGE sql AS $f$
  INSERT INTO search_documents (id, kind, title_words, popularity)
  VALUES (doc_id, doc_kind, to_tsvector('simple'::regconfig, search_norm(en_title || ' ' || ar_title)), pop)
  ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, title_words = EXCLUDED.title_words, popularity = EXCLUDED.popularity;
  INSERT INTO search_document_bodies (id, kind, body, popularity)
  VALUES (doc_id, doc_kind, to_tsvector('simple'::regconfig, search_norm(body)), pop)
  ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, body = EXCLUDED.body, popularity = EXCLUDED.popularity;
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_sync_program() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.publication_status <> 'PUBLISHED' THEN
    DELETE FROM search_documents WHERE id = coalesce(NEW.id, OLD.id);
  ELSE
    PERFORM search_documents_put(NEW.id, NEW.type::text, NEW.en_title, NEW.ar_title,
      NEW.en_summary || ' ' || NEW.ar_summary, NEW.enrolled_users_count);
  END IF;
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_sync_blog() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.status <> 'PUBLISHED' THEN
    DELETE FROM search_documents WHERE id = coalesce(NEW.id, OLD.id);
  ELSE
    PERFORM search_documents_put(NEW.id, 'BLOG', NEW.en_title, NEW.ar_title,
      NEW.en_content || ' ' || NEW.ar_content, NEW.views_count);
  END IF;
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_set_popularity(doc_id uuid, pop integer)
RETURNS void LANGUAGE sql AS $f$
  UPDATE search_documents SET popularity = pop WHERE id = doc_id;
  UPDATE search_document_bodies SET popularity = pop WHERE id = doc_id;
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_sync_enrolments() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM search_documents_set_popularity(NEW.id, NEW.enrolled_users_count);
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_documents_sync_views() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
  PERFORM search_documents_set_popularity(NEW.id, NEW.views_count);
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER learning_programs_search_sync AFTER INSERT OR DELETE
  OR UPDATE OF type, en_title, ar_title, en_summary, ar_summary, publication_status ON learning_programs
  FOR EACH ROW EXECUTE FUNCTION search_documents_sync_program();
--> statement-breakpoint
CREATE TRIGGER learning_programs_search_popularity AFTER UPDATE OF enrolled_users_count ON learning_programs
  FOR EACH ROW WHEN (OLD.enrolled_users_count IS DISTINCT FROM NEW.enrolled_users_count)
  EXECUTE FUNCTION search_documents_sync_enrolments();
--> statement-breakpoint
CREATE TRIGGER blogs_search_sync AFTER INSERT OR DELETE
  OR UPDATE OF en_title, ar_title, en_content, ar_content, status ON blogs
  FOR EACH ROW EXECUTE FUNCTION search_documents_sync_blog();
--> statement-breakpoint
CREATE TRIGGER blogs_search_popularity AFTER UPDATE OF views_count ON blogs
  FOR EACH ROW WHEN (OLD.views_count IS DISTINCT FROM NEW.views_count)
  EXECUTE FUNCTION search_documents_sync_views();
--> statement-breakpoint
-- The title vocabulary for typo correction: every new title word of three letters or more.
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
  INSERT INTO search_words (word)
  SELECT lexeme FROM unnest(NEW.title_words) WHERE length(lexeme) >= 3
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER search_documents_words AFTER INSERT OR UPDATE OF title_words ON search_documents
  FOR EACH ROW EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
-- Rows that existed before this migration.
SELECT search_documents_put(id, type::text, en_title, ar_title, en_summary || ' ' || ar_summary, enrolled_users_count)
FROM learning_programs WHERE publication_status = 'PUBLISHED';
--> statement-breakpoint
SELECT search_documents_put(id, 'BLOG', en_title, ar_title, en_content || ' ' || ar_content, views_count)
FROM blogs WHERE status = 'PUBLISHED';
--> statement-breakpoint
-- Listings: published blogs newest first, published programs of a type newest first.
CREATE INDEX IF NOT EXISTS blogs_status_published_idx ON blogs (status, published_at DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS learning_programs_listing_idx ON learning_programs (publication_status, type, created_at DESC);
