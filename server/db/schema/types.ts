import { customType } from 'drizzle-orm/pg-core';

/** Binary data: Yjs document states. pg gives a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value)),
});

/** A full-text search vector; only ever written by the database (generated column). */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
