import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME } from '@common/constants';
import { createNote } from '../commands/noteWriter';
import type { Db } from '../db/client';
import { projectRoot } from '../paths';

export const WELCOME_NOTE_TITLE = `Welcome to ${PRODUCT_NAME}`;

// Read once: every sign-up gets the same text, and a missing file fails at start.
const welcomeMarkdown = readFileSync(path.join(projectRoot, 'content/welcome.md'), 'utf8');

/** The note a new account starts with: a short tour of the features, in the product itself. */
export async function createWelcomeNote(db: Db, userId: string) {
  return createNote(db, userId, { title: WELCOME_NOTE_TITLE, markdown: welcomeMarkdown });
}
