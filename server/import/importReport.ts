import type {
  ImportItemStatus,
  ImportReport,
  ImportReportItem,
  ImportTotals,
} from '@common/schemas/import';

type Totals = Required<ImportTotals>;

const emptyTotals = (): Totals => ({
  notes: { in: 0, out: 0, imported: 0, partial: 0, failed: 0, alreadyImported: 0, skipped: 0 },
  attachments: { in: 0, out: 0, missing: 0, failed: 0 },
  tags: { in: 0, out: 0 },
  links: { in: 0, out: 0, unresolved: 0 },
  journal: { in: 0, imported: 0, alreadyImported: 0, keptAsNotes: 0, failed: 0 },
  habits: { in: 0, imported: 0, alreadyImported: 0, failed: 0, checkins: 0 },
});

const MAX_DETAILS_PER_ITEM = 20;
const MAX_DETAIL_CHARACTERS = 2_000_000;

/** One note's outcome as the reader reports it. */
export interface ItemOutcome {
  source: string;
  /** A note unless said otherwise; files (attachments, skipped entries) do not count as notes. */
  kind?: 'note' | 'file';
  status: ImportItemStatus;
  reason?: string | null;
  noteId?: string | null;
  title?: string | null;
  details?: string[];
}

/**
 * The report of one import: every source item once (capped to a number of
 * lines; the totals stay exact past the cap), and totals in and out.
 */
export class ImportReportBuilder {
  readonly totals = emptyTotals();
  private readonly items: ImportReportItem[] = [];
  private omitted = 0;
  private stoppedAt: string | null = null;
  private readonly tagsIn = new Set<string>();
  private readonly tagsOut = new Set<string>();
  /** Characters of details the report may still hold: it is stored whole on the job row. */
  private detailsBudget = MAX_DETAIL_CHARACTERS;

  constructor(
    private format: ImportReport['format'],
    private readonly maxItems: number,
  ) {}

  setFormat(format: ImportReport['format']) {
    this.format = format;
  }

  /** Adds one item; notes count in the note totals, skipped files in `skipped`. */
  add(outcome: ItemOutcome) {
    const notes = this.totals.notes;
    const kind = outcome.kind ?? 'note';
    if (kind === 'file') {
      if (outcome.status === 'skipped') notes.skipped++;
    } else {
      notes.in++;
      if (outcome.status === 'imported') notes.imported++;
      if (outcome.status === 'partial') notes.partial++;
      if (outcome.status === 'failed') notes.failed++;
      if (outcome.status === 'already-imported') notes.alreadyImported++;
      if (outcome.status !== 'failed') notes.out++;
    }
    if (this.items.length >= this.maxItems) {
      this.omitted++;
      return;
    }
    this.items.push({
      source: outcome.source.slice(0, 500),
      kind,
      status: outcome.status,
      reason: outcome.reason ?? null,
      noteId: outcome.noteId ?? null,
      title: outcome.title?.slice(0, 300) ?? null,
      details: this.keptDetails(outcome.details ?? []),
    });
  }

  private keptDetails(details: string[]): string[] {
    const kept = details.slice(0, MAX_DETAILS_PER_ITEM).map((line) => line.slice(0, 300));
    const size = kept.reduce((sum, line) => sum + line.length, 0);
    if (size > this.detailsBudget) {
      return details.length > 0 ? [`${details.length} details left out (the report is full)`] : [];
    }
    this.detailsBudget -= size;
    if (details.length > kept.length) kept.push(`… and ${details.length - kept.length} more`);
    return kept;
  }

  /** Tag names seen on a source note, and those put on the note it became. */
  countTags(found: readonly string[], applied: readonly string[]) {
    for (const name of found) this.tagsIn.add(name.toLowerCase());
    for (const name of applied) this.tagsOut.add(name.toLowerCase());
    this.totals.tags = { in: this.tagsIn.size, out: this.tagsOut.size };
  }

  /** Reading stopped early here (malformed XML, a broken ZIP): said once, in words. */
  stop(where: string) {
    this.stoppedAt ??= where;
  }

  get stopped(): string | null {
    return this.stoppedAt;
  }

  toJSON(): ImportReport {
    return {
      format: this.format,
      totals: this.totals,
      items: this.items,
      omittedItems: this.omitted,
      stoppedAt: this.stoppedAt,
    };
  }
}
