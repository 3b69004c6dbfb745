-- Quoted phrases' index (migration 0019) keeps each pair of neighbouring words as a 4-byte hash
-- instead of its text. A note's ~200 pairs were ~200 text keys to add to the GIN index at every
-- write, and to compare as text when its pending list is merged: on the embedded database that
-- index alone added 1.2 ms to an insert, as hashes 0.7 (docs/performance.md, "Phrase pairs as
-- hashes"). A hash shared by two pairs only hands over a note more, which the text check that
-- follows every phrase's pairs already rules out (server/search/searchNotes.ts).
-- The pairs are cut as before: lower case, at anything but letters and digits, a word over 64
-- letters pairing with nothing, the first 500,000 characters only (server/search/wordPairs.ts).
CREATE FUNCTION "word_pair_hashes"("body" text) RETURNS int4[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 5000 AS $$
	SELECT coalesce(array_agg(hashtext(pair)), '{}')
	FROM (
		SELECT kept || ' ' || lead(kept) OVER (ORDER BY at) AS pair
		FROM regexp_split_to_table(lower(left("body", 500000)), '[^[:alnum:]]+') WITH ORDINALITY AS w(word, at),
			LATERAL (SELECT CASE WHEN char_length(word) <= 64 THEN word END) AS k(kept)
		WHERE word <> ''
	) AS pairs
	WHERE pair IS NOT NULL
$$;--> statement-breakpoint
DROP INDEX "notes_word_pairs_idx";--> statement-breakpoint
DROP INDEX "notes_title_pairs_idx";--> statement-breakpoint
DROP FUNCTION "word_pairs"(text);--> statement-breakpoint
CREATE INDEX "notes_word_pairs_idx" ON "notes" USING gin (word_pair_hashes("title" || ' ' || "plain_text"));--> statement-breakpoint
-- As migration 0021 did for the text's pairs: ANALYZE would compute them for 30,000 notes.
ALTER INDEX "notes_word_pairs_idx" ALTER COLUMN 1 SET STATISTICS 0;--> statement-breakpoint
CREATE INDEX "notes_title_pairs_idx" ON "notes" USING gin (word_pair_hashes("title"));
