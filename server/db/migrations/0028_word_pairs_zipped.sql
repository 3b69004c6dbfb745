-- word_pair_hashes, computed for every new note's insert and edit (twice: the text's pairs and
-- the title's), with the same results for less: the words as one array, each paired with the
-- next by unnest over the array and itself shifted by one, instead of a window function over a
-- table of words sorted by position. The same pairs in the same order (a test compares it with
-- the SQL first written), so notes_word_pairs_idx and notes_title_pairs_idx stay valid as
-- built. A bench note's text: 0.08-0.12 -> 0.07 ms (docs/performance.md, "Word pairs zipped").
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
END $$;
