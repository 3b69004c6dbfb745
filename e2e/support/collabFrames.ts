import type { Page } from '@playwright/test';
import { readSyncFrame } from '../../server/test/syncFrames';

/**
 * Counts the changes to notes' documents the page sends from now on: what
 * was typed, and anything the editor changes by itself.
 */
export function countChangesSent(page: Page): () => number {
  let changes = 0;
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string' && readSyncFrame(payload)?.changes) changes += 1;
    }),
  );
  return () => changes;
}
