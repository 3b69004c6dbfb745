-- Each user's search vocabulary (server/db/schema/search.ts): the words of their notes' search
-- vectors, kept by triggers in the same write as the note; search looks words up here and asks
-- the search vector's index, so the two trigram indexes on notes go.
CREATE TABLE "note_words" (
	"user_id" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "note_words_user_id_word_pk" PRIMARY KEY("user_id","word")
);
--> statement-breakpoint
ALTER TABLE "note_words" ADD CONSTRAINT "note_words_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "note_words" ("user_id", "word")
	SELECT DISTINCT "user_id", unnest(tsvector_to_array("search_vector")) FROM "notes"
	ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "note_words_trgm_idx" ON "note_words" USING gin ("user_id","word" gin_trgm_ops);--> statement-breakpoint
-- Words are inserted in order, so that two writers adding the same new words never deadlock.
CREATE FUNCTION "note_words_of_new_notes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "note_words" ("user_id", "word")
		SELECT DISTINCT n."user_id", w.word
		FROM "new_notes" n, unnest(tsvector_to_array(n."search_vector")) AS w(word)
		ORDER BY 1, 2
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "note_words_insert" AFTER INSERT ON "notes"
	REFERENCING NEW TABLE AS "new_notes"
	FOR EACH STATEMENT EXECUTE FUNCTION "note_words_of_new_notes"();--> statement-breakpoint
-- An edit adds only the words its note did not have before.
CREATE FUNCTION "note_words_of_changed_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "note_words" ("user_id", "word")
		SELECT NEW."user_id", w.word
		FROM (
			SELECT unnest(tsvector_to_array(NEW."search_vector"))
			EXCEPT
			SELECT unnest(tsvector_to_array(OLD."search_vector")) WHERE OLD."user_id" = NEW."user_id"
		) AS w(word)
		ORDER BY 2
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "note_words_update" AFTER UPDATE OF "title", "plain_text", "user_id" ON "notes"
	FOR EACH ROW
	WHEN (OLD."search_vector" IS DISTINCT FROM NEW."search_vector" OR OLD."user_id" <> NEW."user_id")
	EXECUTE FUNCTION "note_words_of_changed_note"();--> statement-breakpoint
CREATE INDEX "notes_title_search_idx" ON "notes" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
DROP INDEX "notes_title_trgm_idx";--> statement-breakpoint
DROP INDEX "notes_text_trgm_idx";
