-- Two costs of every new note's insert, lowered with the same results.
--
-- word_pair_hashes: the words as one array, each paired with the next by unnest over the array
-- and itself shifted by one, instead of a window function over a table of words sorted by
-- position. The same pairs in the same order (a test compares it with the SQL first written),
-- so notes_word_pairs_idx and notes_title_pairs_idx stay valid as built. A bench note's text:
-- 0.12 -> 0.07 ms (docs/performance.md, "Cheaper pairs and vocabulary").
CREATE OR REPLACE FUNCTION "word_pair_hashes"("body" text) RETURNS int4[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 5000 AS $$
DECLARE
	words text[] := array_remove(regexp_split_to_array(lower(left("body", 500000)), '[^[:alnum:]]+'), '');
BEGIN
	-- A word of more than 64 letters pairs with neither neighbour.
	RETURN (
		SELECT coalesce(array_agg(hashtext(first || ' ' || second)), '{}')
		FROM unnest(words[1:cardinality(words) - 1], words[2:cardinality(words)]) AS pair(first, second)
		WHERE char_length(first) <= 64 AND char_length(second) <= 64
	);
END $$;--> statement-breakpoint
-- The vocabulary's insert trigger: the new notes' words the user already has (nearly all of
-- them) are left out by a lookup before the insert, which costs less than the insert's own
-- conflict check for each. ON CONFLICT stays for a word two writers add at once.
CREATE OR REPLACE FUNCTION "note_words_of_new_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "note_words" ("user_id", "word")
		SELECT new_word."user_id", new_word.word
		FROM (
			SELECT DISTINCT n."user_id", w.word
			FROM "new_notes" n, unnest(tsvector_to_array(n."search_vector")) AS w(word)
		) AS new_word
		WHERE NOT EXISTS (
			SELECT FROM "note_words" known
			WHERE known."user_id" = new_word."user_id" AND known."word" = new_word.word
		)
		ORDER BY 1, 2
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
