-- Staff find a customer by any 4 or more digits of the phone (issue 27: every console search
-- walks an index). A LIKE '%…%' reads every customer; a text holding the typed characters holds
-- each of their runs of 4, so a GIN index of every text's runs gives the few texts to compare.
CREATE FUNCTION "text_grams"(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(value, i, 4)), '{}')
  FROM generate_series(1, length(value) - 3) i
$$;--> statement-breakpoint
CREATE INDEX "users_phone_grams_idx" ON "users" USING gin (text_grams("search_phone"));
