-- The listing's filters are not independent (in the generated catalogue every advanced program is
-- a diploma; in a real one some levels, languages and types go together), but PostgreSQL assumes
-- they are: it expected "advanced courses" to be two ninths of the catalogue, walked an ordered
-- listing index (migrations 0053, 0054) to its end looking for twenty, and took 17–26 ms at 10×
-- data to find none. The combinations' frequencies let it choose the filter's own rows instead.
CREATE STATISTICS IF NOT EXISTS "learning_programs_listing_filters" (mcv)
  ON "publication_status", "type", "level", "language" FROM "learning_programs";
--> statement-breakpoint
ANALYZE "learning_programs";
