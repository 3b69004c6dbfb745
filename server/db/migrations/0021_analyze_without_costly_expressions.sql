-- ANALYZE evaluates every index expression on its sample of rows (30,000 notes) to keep
-- statistics on it. For word_pairs and cjk_grams that is their full cost again (8.7 s of the
-- embedded database's one connection at 100,000 notes, PGlite's start and every six hours), and
-- their results and the joined texts are held at once: PGlite's WebAssembly memory grew by 93 MiB,
-- which it never gives back. Searches do not need these statistics: the texts are too wide for
-- any (ANALYZE skips values over 1 kB) and the function costs already steer the planner to the
-- indexes (migrations 0018, 0019). Measured in docs/performance.md ("Memory").
ALTER INDEX "notes_word_pairs_idx" ALTER COLUMN 1 SET STATISTICS 0;--> statement-breakpoint
ALTER INDEX "notes_cjk_grams_idx" ALTER COLUMN 1 SET STATISTICS 0;--> statement-breakpoint
ALTER INDEX "notes_text_trgm_idx" ALTER COLUMN 1 SET STATISTICS 0;
