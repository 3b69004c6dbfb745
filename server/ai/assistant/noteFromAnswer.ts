import { answerToNote } from '@common/ai/answerToNote';
import type { AiNoteRequest } from '@common/schemas/ai';
import { withAiUse } from '../../billing/aiUsage';
import type { BillingConfig } from '../../billing/config';
import { createNote } from '../../commands/noteWriter';
import type { Db } from '../../db/client';
import { aiUnavailable } from '../../errors';
import { createShare, type ShareRow } from '../../share/shareLinks';
import type { AiProvider } from '../aiProvider';
import { aiNotePrompt } from './assistantPrompts';
import { withoutContent } from './chatModel';
import { conversationTitle } from './conversationStore';

export interface AiNoteWritten {
  noteId: string;
  share?: ShareRow | undefined;
}

/**
 * The one-shot AI note: the model writes a formatted note about the request,
 * it is saved through the one note write path (source 'ai') and, when asked,
 * shared. All of it runs under one AI use: a model failure, an empty answer
 * or a save that fails gives the use back, and no note is made when the
 * model fails. `signal` ends the model call when the client goes away.
 */
export async function writeAiNote(
  db: Db,
  ai: AiProvider,
  billing: BillingConfig,
  user: { id: string; createdAt: Date },
  request: AiNoteRequest,
  signal?: AbortSignal,
): Promise<AiNoteWritten> {
  return withAiUse(db, user, billing, async () => {
    const answer = await ai.chat(aiNotePrompt(request.prompt), { signal });
    if (answer.trim() === '')
      throw aiUnavailable('The AI model sent an empty answer. Nothing was counted; try again.');
    const { title, markdown } = answerToNote(answer, conversationTitle(request.prompt));
    try {
      const noteId = await createNote(db, user.id, { title, markdown }, { source: 'ai' });
      const share = request.share
        ? await createShare(db, { noteId, userId: user.id, expiresAt: null, passwordHash: null })
        : undefined;
      return { noteId, share };
    } catch (error) {
      throw withoutContent(error, 'saving the AI note');
    }
  });
}
