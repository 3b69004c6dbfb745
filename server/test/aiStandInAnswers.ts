import { askRule } from './standInRules/ask';
import { chatRule } from './standInRules/chat';
import { noteActionsRule } from './standInRules/noteActions';
import { tidyRule } from './standInRules/tidy';

/**
 * What the stand-in model answers. Each feature's tests may add a rule here
 * (a function that recognises its request, usually by its system prompt,
 * and returns an answer, or undefined to pass); the first rule that answers
 * wins, and the generic answer ends the list.
 */
export interface StandInChatRequest {
  model?: string;
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
}

export type StandInRule = (request: StandInChatRequest) => string | undefined;

export function systemPrompt(request: StandInChatRequest): string {
  return request.messages
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
    .join('\n');
}

export function lastUserMessage(request: StandInChatRequest): string {
  return [...request.messages].reverse().find((message) => message.role === 'user')?.content ?? '';
}

/** The subject of a request such as "study guide on photosynthesis" → "Photosynthesis". */
export function topicOf(prompt: string): string {
  const cleaned = prompt.replace(/\[\[[a-z-]+\]\]/g, '').trim();
  const about = /\b(?:on|about|for|of)\s+(.+)$/i.exec(cleaned)?.[1] ?? cleaned;
  const topic =
    about
      .replace(/[.?!]+$/, '')
      .trim()
      .slice(0, 80) || 'Your request';
  return topic.charAt(0).toUpperCase() + topic.slice(1);
}

/**
 * A formatted note about the last message's topic: a title, headings, a
 * list, a checklist and a table, as a real model asked for a document gives.
 */
export function genericAnswer(request: StandInChatRequest): string {
  const topic = topicOf(lastUserMessage(request));
  return [
    `# ${topic}`,
    '',
    `A short guide to ${topic.toLowerCase()}, written by the stand-in model.`,
    '',
    '## Key ideas',
    '',
    `- What ${topic.toLowerCase()} is and why it matters`,
    '- The steps, in order',
    '- Common mistakes',
    '',
    '## Checklist',
    '',
    '- [ ] Read the key ideas',
    '- [ ] Explain them in your own words',
    '',
    '## Terms',
    '',
    '| Term | Meaning |',
    '| --- | --- |',
    `| ${topic} | The subject of this guide |`,
    '',
  ].join('\n');
}

/** Feature rules, consulted in order before the generic answer. */
export const standInRules: StandInRule[] = [askRule, tidyRule, noteActionsRule, chatRule];

export function standInAnswer(request: StandInChatRequest): string {
  for (const rule of standInRules) {
    const answer = rule(request);
    if (answer !== undefined) return answer;
  }
  return genericAnswer(request);
}
