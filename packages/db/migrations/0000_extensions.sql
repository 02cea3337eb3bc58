CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Folds Arabic spelling variants (hamza forms, alef maksura, teh marbuta, tashkeel, tatweel,
-- Arabic-Indic digits) and Latin case so both sides of a search compare equal. IMMUTABLE so it
-- can back expression indexes; same rules as packages/i18n normalizeArabic().
CREATE OR REPLACE FUNCTION ar_norm(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT lower(translate(
    regexp_replace(coalesce(t, ''), '[\u064B-\u0652\u0640\u0670]', '', 'g'),
    'آأإٱىة٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'اااايه01234567890123456789'))
$f$;
