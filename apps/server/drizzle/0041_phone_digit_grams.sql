-- Staff find a customer by any 4 or more digits of the phone (issue 27: every console search
-- walks an index). A LIKE '%…%' reads every customer; a phone holding the typed digits holds each
-- of their runs of 4, so a GIN index of every number's runs gives the few numbers to compare.
CREATE FUNCTION "digit_grams"(digits text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(digits, i, 4)), '{}')
  FROM generate_series(1, length(digits) - 3) i
$$;--> statement-breakpoint
CREATE INDEX "users_phone_grams_idx" ON "users" USING gin (digit_grams("search_phone"));
