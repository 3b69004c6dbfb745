import { copyIndex, type CopyEntry } from '../copies/copyIndex';
import { whenIdle } from '../copies/whenIdle';
import { LocalNoteIndex, type SearchableNote } from './localSearch';

/**
 * The search index over the signed-in user's copies on this device, in
 * memory: built on first use from the copy index (a few milliseconds per idle
 * moment) and kept up to date as the sync and the editor change copies.
 */
interface DeviceSearch {
  userId: string;
  index: LocalNoteIndex;
  ready: Promise<LocalNoteIndex>;
  /** Notes changed while the index was being built: the build leaves them as they are now. */
  touched: Set<string>;
}

let current: DeviceSearch | null = null;
/** Longest stretch of index building between two idle moments. */
const BUILD_SLICE_MS = 8;

export function searchableOf(entry: CopyEntry): SearchableNote {
  return {
    id: entry.id,
    title: entry.title || entry.summary?.title || '',
    text: entry.text,
    updatedAt: entry.summary?.updatedAt ?? entry.updatedAt ?? new Date(0).toISOString(),
    tags: entry.summary?.tags.map((tag) => tag.name) ?? [],
  };
}

async function build(search: DeviceSearch): Promise<LocalNoteIndex> {
  await whenIdle();
  const entries = await copyIndex.all(search.userId);
  let sliceStart = performance.now();
  for (const entry of entries) {
    if (!search.touched.has(entry.id)) search.index.set(searchableOf(entry));
    // ~0.4 ms a note: a few milliseconds at a time, then the browser's turn.
    if (performance.now() - sliceStart > BUILD_SLICE_MS) {
      await whenIdle();
      sliceStart = performance.now();
    }
  }
  search.touched.clear();
  return search.index;
}

/** The user's index, built on the first call. */
export function deviceSearchIndex(userId: string): Promise<LocalNoteIndex> {
  if (current?.userId !== userId) {
    const search: DeviceSearch = {
      userId,
      index: new LocalNoteIndex(),
      ready: Promise.resolve(new LocalNoteIndex()),
      touched: new Set(),
    };
    search.ready = build(search);
    // A failed build (storage refused) is tried again on the next search.
    search.ready.catch(() => {
      if (current === search) current = null;
    });
    current = search;
  }
  return current.ready;
}

/** A copy changed (null: removed): the index follows, if it was built for this user. */
export function noteCopyChanged(userId: string, id: string, entry: CopyEntry | null) {
  if (current?.userId !== userId) return;
  current.touched.add(id);
  if (entry) current.index.set(searchableOf(entry));
  else current.index.remove(id);
}

/** Sign-out: nothing of the notes stays in memory. */
export function forgetDeviceSearch() {
  current = null;
}
