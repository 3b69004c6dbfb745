import type { VersionSource } from '@common/schemas/versions';

/** Why a version was saved, in the list's words. */
export const sourceWords: Record<VersionSource, string> = {
  auto: 'Saved automatically',
  manual: 'Saved by you',
  restore: 'Before restoring',
  ai: 'Before an AI rewrite',
  import: 'Before an import',
};

/** "1 word", "1,234 words". */
export const wordCountWords = (count: number) =>
  `${count.toLocaleString()} ${count === 1 ? 'word' : 'words'}`;

/** The exact moment a version was saved, in the reader's locale: "25 Nov 2026, 14:05". */
export const exactTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
