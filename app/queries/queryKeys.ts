import type { SearchMode } from '@common/schemas/ai';
import type { NoteListParams } from '@app/notes/notesApi';

/**
 * The cache's keys, one factory per resource. A note write changes more than
 * notes: the trash, the tags' note counts, what search finds. So the notes,
 * trash, tags and templates all sit under `noteKeys.all`, and one
 * invalidation of it after a write refreshes every one of them. The account's
 * data (sessions, passkeys, storage) has a root of its own.
 */
export const noteKeys = {
  all: ['notes'] as const,
  /** Every paged list: the dashboard's and the timeline's. */
  lists: () => [...noteKeys.all, 'list'] as const,
  list: (params: NoteListParams) => [...noteKeys.lists(), params] as const,
  details: () => [...noteKeys.all, 'detail'] as const,
  detail: (id: string) => [...noteKeys.details(), id] as const,
  search: ({
    q,
    tag,
    limit,
    mode = 'fulltext',
  }: {
    q: string;
    tag?: string | undefined;
    limit: number;
    mode?: SearchMode | undefined;
  }) => [...noteKeys.all, 'search', q, tag ?? '', limit, mode] as const,
  /** The notes closest in meaning to one note (they change as notes are written). */
  related: (id: string) => [...noteKeys.all, 'related', id] as const,
};

export const trashKeys = {
  all: [...noteKeys.all, 'trash'] as const,
  list: () => [...trashKeys.all, 'list'] as const,
};

export const tagKeys = {
  all: [...noteKeys.all, 'tags'] as const,
  list: () => [...tagKeys.all, 'list'] as const,
};

export const templateKeys = {
  all: [...noteKeys.all, 'templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
};

export const accountKeys = {
  all: ['account'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  passkeys: () => [...accountKeys.all, 'passkeys'] as const,
  storageUsage: () => [...accountKeys.all, 'storage-usage'] as const,
};

/**
 * A note's version history: its own root, since most note writes add no
 * version (the server saves one at most every ten minutes of editing). A
 * version's text never changes once saved.
 */
export const versionKeys = {
  all: ['versions'] as const,
  list: (noteId: string) => [...versionKeys.all, 'list', noteId] as const,
  content: (noteId: string, versionId: string) =>
    [...versionKeys.all, 'content', noteId, versionId] as const,
};

/** A note's share links: their own root, since note writes never change them. */
export const shareKeys = {
  all: ['shares'] as const,
  list: (noteId: string) => [...shareKeys.all, 'list', noteId] as const,
};

/**
 * The journal: its own root, so a write (an entry, the settings) refreshes the
 * calendar, streaks and insights in one invalidation. An entry is also a note,
 * so its writes refresh `noteKeys.lists()` too. The day's habit check-ins and
 * the mood insights are read here for the journal's screens.
 */
export const journalKeys = {
  all: ['journal'] as const,
  entry: (date: string) => [...journalKeys.all, 'entry', date] as const,
  range: (from: string, to: string) => [...journalKeys.all, 'range', from, to] as const,
  onThisDay: (date: string) => [...journalKeys.all, 'on-this-day', date] as const,
  stats: () => [...journalKeys.all, 'stats'] as const,
  prompt: (date: string, skip: number) => [...journalKeys.all, 'prompt', date, skip] as const,
  settings: () => [...journalKeys.all, 'settings'] as const,
  dayCheckins: (date: string) => [...journalKeys.all, 'day-checkins', date] as const,
  moodInsights: () => [...journalKeys.all, 'mood-insights'] as const,
};

/**
 * Habits: their own root. A check-in changes the habit (score, streaks, today)
 * and its check-in ranges, so writes refresh `habitKeys.all`; the journal's
 * day check-ins and mood insights read habits too (see journalKeys).
 */
export const habitKeys = {
  all: ['habits'] as const,
  lists: () => [...habitKeys.all, 'list'] as const,
  list: ({ archived }: { archived: boolean }) => [...habitKeys.lists(), { archived }] as const,
  /** Every cached range of one habit's check-ins. */
  checkins: (id: string) => [...habitKeys.all, 'checkins', id] as const,
  checkinRange: (id: string, from: string, to: string) =>
    [...habitKeys.checkins(id), from, to] as const,
};

/**
 * The writes of one note's record (tags, pin), a mutation key: they go one at a time, and a read
 * of the record while one is on its way would show it without the change (useUpdateNoteMutation).
 */
export const noteRecordWriteKey = (id: string) => ['note-record-write', id] as const;
