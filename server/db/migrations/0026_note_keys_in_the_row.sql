-- A note's id and owner stay in its row. With the default storage ("extended"), a row still over
-- ~2 kB once its Yjs document and Markdown have moved to the TOAST table had its 36-character id
-- and 32-character owner moved there too, each for a saving of ~15 bytes: 45 % of the notes at
-- 100,000 bench notes, so a search's candidates, a bitmap's owner check and every read fetched
-- them back through the TOAST index (a title word's older hits: 4,813 pages read for 1,686 notes
-- against 1,685). PLAIN is never compressed nor moved.
ALTER TABLE "notes" ALTER COLUMN "id" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "user_id" SET STORAGE PLAIN;--> statement-breakpoint
-- The rows written before keep their moved ids until rewritten. VACUUM FULL cannot run in a
-- migration's transaction; a type change with an expression rewrites the table in place, in its
-- order, with its indexes (once: ~1 s per 1,000 notes on a small machine). word_count, because
-- no trigger, view or constraint depends on it.
ALTER TABLE "notes" ALTER COLUMN "word_count" SET DATA TYPE integer USING "word_count" + 0;
