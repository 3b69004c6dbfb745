-- The functions behind notes_word_pairs_idx, notes_title_pairs_idx and notes_cjk_grams_idx in
-- PL/pgSQL instead of SQL, with the same bodies, so the same results: the indexes stay as they
-- are. PostgreSQL sets an index's expression up again for every statement that writes the table,
-- and a SQL function is parsed and planned again with it: three times for every insert of new
-- notes. A PL/pgSQL function keeps its plan for the connection's life. A 200-word text into a
-- table with one such index, one row a statement: 0.46-0.49 ms an insert as SQL, 0.36-0.37 as
-- PL/pgSQL (docs/performance.md, "The search functions' plans kept").
CREATE OR REPLACE FUNCTION "word_pair_hashes"("body" text) RETURNS int4[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 5000 AS $$
BEGIN
	RETURN (
		SELECT coalesce(array_agg(hashtext(pair)), '{}')
		FROM (
			SELECT kept || ' ' || lead(kept) OVER (ORDER BY at) AS pair
			FROM regexp_split_to_table(lower(left("body", 500000)), '[^[:alnum:]]+') WITH ORDINALITY AS w(word, at),
				LATERAL (SELECT CASE WHEN char_length(word) <= 64 THEN word END) AS k(kept)
			WHERE word <> ''
		) AS pairs
		WHERE pair IS NOT NULL
	);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cjk_grams"("body" text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
BEGIN
	RETURN (
		SELECT coalesce(array_agg(DISTINCT gram), '{}')
		FROM regexp_matches("body", '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', 'g') AS run(chars),
			generate_series(1, char_length(run.chars[1])) AS at(i),
			LATERAL (VALUES (substr(run.chars[1], at.i, 1)), (substr(run.chars[1], at.i, 2))) AS g(gram)
	);
END $$;
