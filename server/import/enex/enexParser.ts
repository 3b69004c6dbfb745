import { createHash, type Hash } from 'node:crypto';
import { SaxesParser } from 'saxes';

/** One `<resource>` of an Evernote note: its bytes (unless past the cap), MD5 and type. */
export interface EnexResource {
  /** MD5 of the decoded bytes, lowercase hex: what `<en-media hash>` names. */
  hash: string;
  mime: string | null;
  fileName: string | null;
  /** Null when the resource was larger than the per-attachment cap (`size` says how large). */
  bytes: Buffer | null;
  size: number;
}

/** One `<note>` as read, or the reason it could not be. */
export interface EnexNote {
  /** Its place in the file, from 1. */
  index: number;
  title: string;
  content: string;
  created: string | null;
  updated: string | null;
  tags: string[];
  resources: EnexResource[];
  /** Set when the note's content was past the size cap (the content is then empty). */
  contentTooLarge: boolean;
}

/** Base64 decoded as it arrives, MD5 computed on the way, bytes kept up to a cap. */
class ResourceData {
  private pending = '';
  private readonly md5: Hash = createHash('md5');
  private readonly chunks: Buffer[] = [];
  size = 0;
  constructor(private readonly maxBytes: number) {}

  write(text: string) {
    this.pending += text.replace(/[^A-Za-z0-9+/=]/g, '');
    const usable = this.pending.length - (this.pending.length % 4);
    if (usable === 0) return;
    this.take(this.pending.slice(0, usable));
    this.pending = this.pending.slice(usable);
  }

  private take(base64: string) {
    const bytes = Buffer.from(base64, 'base64');
    this.md5.update(bytes);
    this.size += bytes.length;
    if (this.size <= this.maxBytes) this.chunks.push(bytes);
    else this.chunks.length = 0;
  }

  finish(): { hash: string; bytes: Buffer | null; size: number } {
    if (this.pending) this.take(this.pending);
    this.pending = '';
    const bytes = this.size <= this.maxBytes ? Buffer.concat(this.chunks) : null;
    return { hash: this.md5.digest('hex'), bytes, size: this.size };
  }
}

export interface EnexParserLimits {
  maxContentBytes: number;
  maxAttachmentBytes: number;
}

/**
 * Evernote's export read as a stream of SAX events (saxes): notes come out
 * one by one as their `</note>` is read, so only the note being read is in
 * memory. `write` throws on malformed XML; `openNote` then says which note
 * was cut off.
 */
export class EnexParser {
  private readonly parser = new SaxesParser({ position: true });
  private readonly done: EnexNote[] = [];
  private current: EnexNote | null = null;
  private currentContentBytes = 0;
  private resource: {
    data: ResourceData | null;
    mime: string | null;
    fileName: string | null;
    result?: ReturnType<ResourceData['finish']>;
  } | null = null;
  private readonly path: string[] = [];
  private text = '';
  private notesSeen = 0;
  private sawRoot = false;

  constructor(private readonly limits: EnexParserLimits) {
    this.parser.on('error', (error) => {
      throw error;
    });
    this.parser.on('opentag', (tag) => this.open(tag.name));
    this.parser.on('closetag', (tag) => this.close(tag.name));
    this.parser.on('text', (text) => this.onText(text));
    this.parser.on('cdata', (text) => this.onText(text));
  }

  /** Feeds a piece of the file; returns the notes it completed. */
  write(chunk: string): EnexNote[] {
    this.parser.write(chunk);
    return this.done.splice(0);
  }

  /** Ends the file: throws if it is cut short; returns the last notes. */
  end(): EnexNote[] {
    this.parser.close();
    if (!this.sawRoot) throw new Error('the file has no <en-export> element');
    return this.done.splice(0);
  }

  /** Notes completed before the XML broke (a write that throws returns none). */
  takeDone(): EnexNote[] {
    return this.done.splice(0);
  }

  /** The note being read when the XML broke, if any. */
  get openNote(): { index: number; title: string } | null {
    return this.current && { index: this.current.index, title: this.current.title };
  }

  get position(): string {
    return `line ${this.parser.line}, column ${this.parser.column}`;
  }

  private open(name: string) {
    this.path.push(name);
    this.text = '';
    if (this.path.length === 1) {
      if (name !== 'en-export')
        throw new Error(`the file's root element is <${name}>, not <en-export>`);
      this.sawRoot = true;
      return;
    }
    if (name === 'note' && this.path.length === 2) {
      this.current = {
        index: ++this.notesSeen,
        title: '',
        content: '',
        created: null,
        updated: null,
        tags: [],
        resources: [],
        contentTooLarge: false,
      };
      this.currentContentBytes = 0;
    } else if (name === 'resource' && this.current && this.path.length === 3) {
      this.resource = { data: null, mime: null, fileName: null };
    } else if (name === 'data' && this.resource && this.path.length === 4) {
      this.resource.data = new ResourceData(this.limits.maxAttachmentBytes);
    }
  }

  private onText(text: string) {
    const name = this.path.at(-1);
    if (!this.current) return;
    if (name === 'data' && this.resource?.data && this.path.length === 4) {
      this.resource.data.write(text);
    } else if (name === 'content' && this.path.length === 3) {
      this.currentContentBytes += text.length;
      if (this.currentContentBytes > this.limits.maxContentBytes) {
        this.current.contentTooLarge = true;
        this.current.content = '';
      } else this.current.content += text;
    } else if (this.text.length < 10_000) {
      this.text += text;
    }
  }

  private close(name: string) {
    const depth = this.path.length;
    this.path.pop();
    const note = this.current;
    const text = this.text.trim();
    this.text = '';
    if (!note) return;
    if (depth === 3) {
      if (name === 'title') note.title = text.slice(0, 500);
      else if (name === 'created') note.created = text;
      else if (name === 'updated') note.updated = text;
      else if (name === 'tag' && text && note.tags.length < 200) note.tags.push(text.slice(0, 200));
      else if (name === 'resource' && this.resource) {
        const data = this.resource.result ?? new ResourceData(0).finish();
        note.resources.push({
          hash: data.hash,
          bytes: data.bytes,
          size: data.size,
          mime: this.resource.mime,
          fileName: this.resource.fileName,
        });
        this.resource = null;
      }
    } else if (depth === 4 && this.resource) {
      if (name === 'data' && this.resource.data) this.resource.result = this.resource.data.finish();
      else if (name === 'mime') this.resource.mime = text.slice(0, 200);
    } else if (depth === 5 && this.resource && name === 'file-name') {
      this.resource.fileName = text.slice(0, 255);
    } else if (depth === 2 && name === 'note') {
      this.done.push(note);
      this.current = null;
    }
  }
}

/** Evernote's `20231015T101500Z` as a date; undefined when it is not one. */
export function parseEnexDate(value: string | null): Date | undefined {
  const match = value && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return Number.isNaN(date.getTime()) ? undefined : date;
}
