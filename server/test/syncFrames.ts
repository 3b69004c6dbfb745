import { MessageType } from '@hocuspocus/provider';
import * as decoding from 'lib0/decoding';
import { messageYjsSyncStep2, messageYjsUpdate } from 'y-protocols/sync';
import * as Y from 'yjs';

/** A Yjs update as one Hocuspocus frame carried it: a sync's second step, or a change. */
export interface SyncFrame {
  step: 'second step' | 'update';
  /** Whether it holds anything (a second step of nothing is the handshake alone). */
  changes: boolean;
}

/**
 * Reads a Hocuspocus frame (for tests counting what a socket carried): the
 * Yjs update in it, or null for every other message (the first step, auth,
 * awareness, acknowledgements).
 */
export function readSyncFrame(frame: Uint8Array): SyncFrame | null {
  const decoder = decoding.createDecoder(frame);
  decoding.readVarString(decoder); // the document's name
  if (decoding.readVarUint(decoder) !== (MessageType.Sync as number)) return null;
  const step = decoding.readVarUint(decoder);
  if (step !== messageYjsSyncStep2 && step !== messageYjsUpdate) return null;
  const update = Y.decodeUpdate(decoding.readVarUint8Array(decoder));
  return {
    step: step === messageYjsUpdate ? 'update' : 'second step',
    changes: update.structs.length > 0 || update.ds.clients.size > 0,
  };
}

/** Whether a frame from the server acknowledges a change or a sync the client sent (SyncStatus). */
export function isAcknowledgement(frame: Uint8Array): boolean {
  const decoder = decoding.createDecoder(frame);
  decoding.readVarString(decoder); // the document's name
  return decoding.readVarUint(decoder) === (MessageType.SyncStatus as number);
}
