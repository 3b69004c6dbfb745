import type { Page } from '@playwright/test';
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';

/** Hocuspocus's message types and y-protocols' sync steps, as the provider writes them. */
const SYNC_MESSAGE = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/** Whether a frame the page sent carries a change to a note's document (not the handshake). */
function carriesChange(frame: Buffer): boolean {
  const decoder = decoding.createDecoder(new Uint8Array(frame));
  decoding.readVarString(decoder); // the document's name
  if (decoding.readVarUint(decoder) !== SYNC_MESSAGE) return false;
  const step = decoding.readVarUint(decoder);
  if (step !== SYNC_STEP_2 && step !== SYNC_UPDATE) return false;
  const update = Y.decodeUpdate(decoding.readVarUint8Array(decoder));
  return update.structs.length > 0 || update.ds.clients.size > 0;
}

/**
 * Counts the changes to notes' documents the page sends from now on: what
 * was typed, and anything the editor changes by itself.
 */
export function countChangesSent(page: Page): () => number {
  let changes = 0;
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string' && carriesChange(payload)) changes += 1;
    }),
  );
  return () => changes;
}
