import { buildSnippet } from '@common/search/snippet';
import type { SearchResult } from '@common/schemas/notes';
import MiniSearch from 'minisearch';

/** What the device's search knows of one note (from its copy: app/offline/copies). */
export interface SearchableNote {
  id: string;
  title: string;
  text: string;
  updatedAt: string;
  /** Tag names, for the dashboard's tag filter. */
  tags: string[];
}

/** Words are runs of letters, marks and digits: `<script>` is the word `script`. */
const tokenize = (text: string) => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

/** Misspellings within a fifth of the word's letters still match (the 0.2). */
const FUZZY = 0.2;

/**
 * Search over this device's note copies with MiniSearch: title and plain
 * text, every word a prefix, misspellings forgiven, all words required (as
 * the server's full text does). Results have the server's shape, with its
 * snippet (common/search/snippet), so the screens show them the same way.
 */
export class LocalNoteIndex {
  private readonly notes = new Map<string, SearchableNote>();
  private readonly index = new MiniSearch<SearchableNote>({
    fields: ['title', 'text'],
    tokenize,
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: FUZZY, combineWith: 'AND' },
  });

  get size() {
    return this.notes.size;
  }

  /** Adds a note, or replaces what the index had of it. */
  set(note: SearchableNote) {
    if (this.notes.has(note.id)) this.index.discard(note.id);
    this.notes.set(note.id, note);
    this.index.add(note);
  }

  remove(id: string) {
    if (!this.notes.delete(id)) return;
    this.index.discard(id);
  }

  search(query: string, options: { limit?: number; tag?: string } = {}): SearchResult[] {
    const { limit = 20, tag } = options;
    const hits = this.index.search(query.trim(), {
      ...(tag && { filter: (hit) => this.notes.get(String(hit.id))?.tags.includes(tag) === true }),
    });
    return hits.slice(0, limit).flatMap((hit) => {
      const note = this.notes.get(String(hit.id));
      if (!note) return [];
      return [
        {
          id: note.id,
          title: note.title,
          snippet: buildSnippet(note.text || note.title, hit.terms),
          updatedAt: note.updatedAt,
        },
      ];
    });
  }
}
