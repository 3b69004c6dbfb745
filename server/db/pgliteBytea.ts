import { type PGlite, types } from '@electric-sql/pglite';

/**
 * Binary values (the notes' Yjs documents) travel to and from PGlite as
 * PostgreSQL's hex text (`\x0a1b…`). PGlite's own codecs go through one
 * string per byte (`Array.from(bytes).map(…).join('')` out, `parseInt` of
 * each pair in): a 50,000-word note's 330 KB document took 48 ms to write
 * and 25 to read, on the event loop, with garbage to collect after
 * (docs/performance.md, "A long note's store and the slowest keys"). Node's
 * hex codec does the same natively: 7.7 and 3.4 ms.
 */
export function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/** PostgreSQL's hex text of a bytea back to bytes: a Uint8Array of its own (not a pooled Buffer). */
export function parseBytea(text: string): Uint8Array {
  if (!text.startsWith('\\x')) throw new Error('Expected bytea in hex format');
  return new Uint8Array(Buffer.from(text.slice(2), 'hex'));
}

/** Puts the native codecs in place of PGlite's for every query the client runs. */
export function useNativeByteaCodecs(client: PGlite): void {
  client.serializers = { ...client.serializers, [types.BYTEA]: serializeBytea };
  client.parsers = { ...client.parsers, [types.BYTEA]: parseBytea };
}
