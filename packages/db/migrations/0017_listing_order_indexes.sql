-- Listing orders the home page and the blog list use, so a page of 4–20 stops early instead of
-- sorting every published row (docs/performance.md, benchmark 2).
CREATE INDEX IF NOT EXISTS blogs_published_order_idx ON blogs (status, (coalesce(published_at, created_at)) DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS learning_programs_popular_idx ON learning_programs (publication_status, type, enrolled_users_count DESC, created_at DESC);
