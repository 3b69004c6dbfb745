-- Quoted phrases (server/search/searchNotes.ts, server/search/wordPairs.ts): word_pairs lists
-- every two neighbouring words of a text, lower case, cut at anything but letters and digits.
-- A word over 64 letters (a pasted key, a blob) pairs with nothing: an index key has a size limit.
-- Only a note's first 500,000 characters are paired: a time budget for the largest notes (2 MB
-- of text took 0.7 s on PGlite, twice its search vector). Past them, a phrase in a note older
-- than search's recent window is not found; in the window the text itself is checked.
-- A phrase's pairs, all present, pick the notes the text check then confirms. Not DISTINCT: the
-- index keeps each key once anyway, and sorting them cost a third of a note's write.
-- COST: about 0.2 ms a note; so marked, the planner asks the index rather than computing it
-- for each note another index handed over (1,600 notes: 320 ms).
CREATE FUNCTION "word_pairs"("body" text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 5000 AS $$
	SELECT coalesce(array_agg(pair), '{}')
	FROM (
		SELECT kept || ' ' || lead(kept) OVER (ORDER BY at) AS pair
		FROM regexp_split_to_table(lower(left("body", 500000)), '[^[:alnum:]]+') WITH ORDINALITY AS w(word, at),
			LATERAL (SELECT CASE WHEN char_length(word) <= 64 THEN word END) AS k(kept)
		WHERE word <> ''
	) AS pairs
	WHERE pair IS NOT NULL
$$;--> statement-breakpoint
CREATE INDEX "notes_word_pairs_idx" ON "notes" USING gin (word_pairs("title" || ' ' || "plain_text"));
