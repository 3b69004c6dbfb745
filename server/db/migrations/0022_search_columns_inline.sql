-- What search reads of every note it walks (title, plain text, search vector) stays in the note's
-- own row, and the Yjs document and the Markdown, which no search reads, are the first to go to
-- the TOAST table. With every column EXTENDED (the default), a row over ~2 kB had its largest
-- columns moved out: at 100,000 bench notes the search vector of 80 % of the notes, so each note
-- the recent window checked, and each candidate ranked, cost a TOAST index probe and a page
-- more. MAIN keeps a column in the row unless the row cannot fit a page without it.
-- Rows written before this keep their layout until they are next written (an edit, a restore);
-- `VACUUM FULL notes` rewrites them all at once (docs/OPERATIONS.md). Measured in
-- docs/performance.md ("Search columns in the row").
ALTER TABLE "notes" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "plain_text" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "title" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "excerpt" SET STORAGE MAIN;
