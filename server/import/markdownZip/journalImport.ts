import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journalEntry } from '../../db/schema';
import { failureReason, type ImportContext } from '../importedNotes';
import {
  journalFileSchema,
  readExportJson,
  unreadableReason,
  type ExportedJournalEntry,
} from './exportJsonFiles';
import type { ImportSource, SourceEntry } from './zipSource';

type DayOutcome = { restored: true } | { already: true } | { kept: string };

/**
 * Why a day already has another entry, or its note has: the row there is
 * kept and the day stays a plain note.
 */
async function whyNotInserted(
  tx: Db,
  userId: string,
  noteId: string,
  day: ExportedJournalEntry,
): Promise<DayOutcome> {
  const [existing] = await tx
    .select({ noteId: journalEntry.noteId, date: journalEntry.date })
    .from(journalEntry)
    .where(
      or(
        eq(journalEntry.noteId, noteId),
        and(eq(journalEntry.userId, userId), eq(journalEntry.date, day.date)),
      ),
    )
    .limit(1);
  if (existing?.noteId === noteId && existing.date === day.date) return { already: true };
  if (existing?.noteId === noteId)
    return { kept: `its note is already the entry of ${existing.date}` };
  return { kept: 'this account already has an entry on that date (it was left as it is)' };
}

/**
 * Gives the imported notes of an Inkling export their journal days back
 * (journal.json): each day's `journal_entries` row on the note its `path`
 * became, with the date, zone, mood, gratitude, prompt and "written late" as
 * exported. A day whose date already has an entry, or whose note was not
 * imported, stays a plain note and the report says why. The file is read and
 * checked whole before anything is written, and written in one transaction:
 * a bad file is one failed line and no entry. Running the ZIP again finds
 * every row already there ("already imported").
 *
 * `notesByPath`: the notes now in the account for the ZIP's note files (new or
 * already imported), by path.
 */
export async function importJournalFile(
  context: ImportContext,
  source: ImportSource,
  entry: SourceEntry,
  notesByPath: ReadonlyMap<string, string>,
): Promise<void> {
  const { report } = context;
  const totals = report.totals.journal;
  let days: ExportedJournalEntry[];
  try {
    days = (await readExportJson(source, entry, journalFileSchema)).entries;
  } catch (error) {
    report.add({
      source: entry.path,
      kind: 'file',
      status: 'failed',
      reason: `journal days not restored: ${unreadableReason(context, error)}`,
    });
    return;
  }

  const outcomes: { day: ExportedJournalEntry; outcome: DayOutcome }[] = [];
  try {
    await context.db.transaction(async (tx) => {
      outcomes.length = 0;
      for (const day of days) {
        const noteId = day.path === null ? undefined : notesByPath.get(day.path);
        if (!noteId) {
          outcomes.push({
            day,
            outcome: {
              kept:
                day.path === null
                  ? 'its note was in the trash, so it is not in the ZIP'
                  : `its note ${day.path} was not imported`,
            },
          });
          continue;
        }
        const inserted = await tx
          .insert(journalEntry)
          .values({
            noteId,
            userId: context.userId,
            date: day.date,
            timeZone: day.timeZone,
            mood: day.mood,
            gratitude: day.gratitude.filter((line) => line.length > 0),
            prompt: day.prompt,
            writtenLate: day.writtenLate,
          })
          .onConflictDoNothing()
          .returning({ noteId: journalEntry.noteId });
        outcomes.push({
          day,
          outcome:
            inserted.length > 0
              ? { restored: true }
              : await whyNotInserted(tx, context.userId, noteId, day),
        });
      }
    });
  } catch (error) {
    totals.in += days.length;
    totals.failed += days.length;
    report.add({
      source: entry.path,
      kind: 'file',
      status: 'failed',
      reason: `journal days not restored: ${failureReason(error, context.logger)}`,
    });
    return;
  }

  const kept: string[] = [];
  let restored = 0;
  let already = 0;
  for (const { day, outcome } of outcomes) {
    if ('restored' in outcome) restored++;
    else if ('already' in outcome) already++;
    else kept.push(`${day.date}: kept as a plain note: ${outcome.kept}`);
  }
  totals.in += days.length;
  totals.imported += restored;
  totals.alreadyImported += already;
  totals.keptAsNotes += kept.length;
  const parts = [
    `${restored} restored as journal entries`,
    ...(already > 0 ? [`${already} already imported`] : []),
    ...(kept.length > 0 ? [`${kept.length} kept as plain notes`] : []),
  ];
  report.add({
    source: entry.path,
    kind: 'file',
    status:
      kept.length > 0 ? 'partial' : already > 0 && restored === 0 ? 'already-imported' : 'imported',
    reason: `${days.length} journal ${days.length === 1 ? 'day' : 'days'}: ${parts.join(', ')}`,
    details: kept,
  });
}
