-- The vocabulary's trigram index without a pending list (fastupdate). With one, a new word waited
-- in the list until a vacuum, and every lookup of a typo or a piece read the whole list: at
-- 100,000 notes, 2,000 new notes (151 new words) took a misspelled word from 7.5 to 26 ms at the
-- median on PGlite, where only the six-hourly housekeeping vacuums. A note adds only the words
-- the vocabulary lacks, so putting each in the index at once costs its writes nothing measurable.
-- Rebuilt rather than altered: a rebuilt index has no pending list left to clean.
DROP INDEX "note_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "note_words_trgm_idx" ON "note_words" USING gin ("user_id","word" gin_trgm_ops) WITH (fastupdate=false);