import {
  VERSION_AUTO_INTERVAL_MS,
  VERSION_RETENTION_DAYS,
  VERSIONS_ALWAYS_KEPT,
} from '@common/schemas/versions';
import type { JSONContent } from '@tiptap/core';
import { diffArrays } from 'diff';

/*
 * The rules of version history, as pure functions: when an automatic
 * version is due, whether a document differs from a version, which versions
 * the retention removes, and how a restore edits the body block by block.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a version's text is compared on: the title and the body's whole structure. */
export interface VersionContent {
  title: string;
  body: JSONContent;
}

/**
 * Whether two contents differ. The body is compared as ProseMirror JSON, not
 * as text, so a change that only adds an image, a recording or a link (or
 * changes a mark, a checkbox, an attribute) is a change.
 */
export const contentDiffers = (a: VersionContent, b: VersionContent): boolean =>
  a.title !== b.title || JSON.stringify(a.body) !== JSON.stringify(b.body);

/**
 * Whether the editor's store may take an automatic version now: none yet, or
 * the newest (of any source) is at least VERSION_AUTO_INTERVAL_MS old.
 */
export const autoVersionDue = (newestAt: Date | undefined, now: Date): boolean =>
  newestAt === undefined || now.getTime() - newestAt.getTime() >= VERSION_AUTO_INTERVAL_MS;

export interface DatedVersion {
  id: string;
  createdAt: Date;
}

/**
 * The versions of one note the retention removes: those older than
 * VERSION_RETENTION_DAYS, except the newest VERSIONS_ALWAYS_KEPT, whatever their age.
 */
export function versionsToPrune(versions: DatedVersion[], now: Date): string[] {
  const cutoff = now.getTime() - VERSION_RETENTION_DAYS * DAY_MS;
  return [...versions]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(VERSIONS_ALWAYS_KEPT)
    .filter((version) => version.createdAt.getTime() < cutoff)
    .map((version) => version.id);
}

/** One step of a block restore, applied in order at a moving position in the current body. */
export type BlockStep =
  /** Leave this many current blocks as they are. */
  | { keep: number }
  /** Delete this many current blocks at the position. */
  | { remove: number }
  /** Insert these blocks of the target (by index) at the position. */
  | { insert: number[] };

/**
 * Past this many differing blocks, the diff stops and the restore replaces
 * the whole body (same result, fewer untouched blocks kept): the diff runs on
 * the event loop, and its cost grows with the size of the difference.
 */
const MAX_BLOCK_EDITS = 400;
/** And past this long: a slow machine still never holds the event loop longer. */
const MAX_DIFF_MS = 100;

/**
 * How to turn the current body's top-level blocks into the target's: blocks
 * equal in both are kept (so edits a device makes in them meanwhile survive),
 * the others are deleted and the target's inserted. Blocks are compared by a
 * key that is equal for equal blocks (their serialised form).
 */
export function planBlockRestore(current: string[], target: string[]): BlockStep[] {
  const changes = diffArrays(current, target, {
    maxEditLength: MAX_BLOCK_EDITS,
    timeout: MAX_DIFF_MS,
  });
  if (!changes) {
    const everything = target.map((_, index) => index);
    return [
      ...(current.length > 0 ? [{ remove: current.length }] : []),
      ...(everything.length > 0 ? [{ insert: everything }] : []),
    ];
  }
  const steps: BlockStep[] = [];
  let targetIndex = 0;
  for (const change of changes) {
    const count = change.count;
    if (change.added) {
      steps.push({ insert: Array.from({ length: count }, (_, offset) => targetIndex + offset) });
      targetIndex += count;
    } else if (change.removed) {
      steps.push({ remove: count });
    } else {
      steps.push({ keep: count });
      targetIndex += count;
    }
  }
  return steps;
}
