import type { StandInRule } from '../aiStandInAnswers';
import { CONTEXT_HEADER } from '../../ai/assistant/assistantPrompts';

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

/**
 * The stand-in model's answers for the chat feature's requests (see
 * aiStandInAnswers.ts): when the assistant attached notes as context, the
 * answer names each note's title, so a test can show which notes reached the
 * model (and that another user's never do). Without notes: the generic answer.
 */
export const chatRule: StandInRule = (request) => {
  const context = request.messages.find(
    (message) => message.role === 'system' && message.content.startsWith(CONTEXT_HEADER),
  );
  if (!context) return undefined;
  const titles = [...context.content.matchAll(/<note title="([^"]*)">/g)].map((match) =>
    unescape(match[1] ?? ''),
  );
  return [
    '## From your notes',
    '',
    ...titles.map((title) => `- ${title}`),
    '',
    `I read ${titles.length} ${titles.length === 1 ? 'note' : 'notes'} to answer.`,
    '',
  ].join('\n');
};
