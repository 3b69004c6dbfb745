-- Chinese and Japanese search (server/search/searchNotes.ts): text in these scripts has no spaces,
-- so a word is somewhere inside a run of characters, and a term of one or two characters has no
-- trigram for notes_text_trgm_idx. cjk_grams lists a text's Han, Hiragana and Katakana characters
-- and every pair of neighbours in a run; a term's own characters or pairs, all present, pick the
-- notes the text check then confirms. Other text gives an empty list.
-- COST: computed per note when not asked through the index; so marked, the planner prefers the index.
CREATE FUNCTION "cjk_grams"("body" text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
	SELECT coalesce(array_agg(DISTINCT gram), '{}')
	FROM regexp_matches("body", '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', 'g') AS run(chars),
		generate_series(1, char_length(run.chars[1])) AS at(i),
		LATERAL (VALUES (substr(run.chars[1], at.i, 1)), (substr(run.chars[1], at.i, 2))) AS g(gram)
$$;--> statement-breakpoint
CREATE INDEX "notes_cjk_grams_idx" ON "notes" USING gin (cjk_grams("title" || ' ' || "plain_text"));
