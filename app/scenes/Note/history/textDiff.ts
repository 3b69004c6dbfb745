import { diffLines, diffWords } from 'diff';

/** A run of text in the diff: in both, only in the version, or only in the text now. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** How long a diff may hold the page before a coarser one is used instead. */
const DIFF_TIMEOUT_MS = 150;

/**
 * What changed from a version's Markdown to the text now, word by word; for
 * texts too different to diff by word in time, line by line; past that, the
 * whole of each (removed, then added).
 */
export function textDiff(versionText: string, currentText: string): DiffPart[] {
  const changes =
    diffWords(versionText, currentText, { timeout: DIFF_TIMEOUT_MS }) ??
    diffLines(versionText, currentText, { timeout: DIFF_TIMEOUT_MS });
  if (!changes)
    return [
      { kind: 'removed' as const, text: versionText },
      { kind: 'added' as const, text: currentText },
    ].filter((part) => part.text !== '');
  return changes
    .filter((change) => change.value !== '')
    .map((change) => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text: change.value,
    }));
}

/** Whether the diff has any change in it. */
export const hasChanges = (parts: DiffPart[]) => parts.some((part) => part.kind !== 'same');
