-- A quoted phrase's title hits older than search's recent window (server/search/searchNotes.ts):
-- the titles' trigram index hands over every title holding the phrase's words anywhere, each then
-- fetched to check it ("the note" at 100,000 notes: 4,644 titles for 1,305 hits). word_pairs of
-- the title alone lists its neighbouring words, as notes_word_pairs_idx does for the whole text.
CREATE INDEX "notes_title_pairs_idx" ON "notes" USING gin (word_pairs("title"));
