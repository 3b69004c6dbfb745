import { ASK_SYSTEM_PROMPT, NOT_IN_NOTES } from '../../ai/ask/askPrompt';
import { lastUserMessage, systemPrompt, type StandInRule } from '../aiStandInAnswers';

/** Words too common to tell passages apart. */
const COMMON = new Set(
  (
    'the and but for nor not with from into onto about what when where which who whom whose why how ' +
    'did does was were are is has have had can could would should will shall may might must ' +
    'that this these those there their they them then than also any all some you your yours ' +
    'my mine our ours its his her hers him she one ever much many more most very just'
  ).split(' '),
);

function significantWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/\p{L}{3,}/gu) ?? [])
      .map((word) => (word.length > 4 && word.endsWith('s') ? word.slice(0, -1) : word))
      .filter((word) => !COMMON.has(word)),
  );
}

interface NumberedPassage {
  number: number;
  text: string;
}

/** The passages as askMessages() numbers them: `[n] From the note “title”:` then the text. */
function passagesOf(message: string): NumberedPassage[] {
  const body = message.split('\n\nQuestion: ')[0] ?? '';
  return body
    .split(/\n\n(?=\[\d+\] From the note “)/)
    .map((block) => /^\[(\d+)\] From the note “([^\n]*)”:\n([\s\S]*)$/.exec(block.trim()))
    .filter((match) => match !== null)
    .map((match) => ({ number: Number(match[1]), text: `${match[2]}\n${match[3]}` }));
}

/**
 * The stand-in model's answers to ask-your-notes requests: it answers only
 * from the passages given, as a real model told to would, and always the same
 * way. It cites the passage sharing the most words with the question (the
 * first of equals), quoting that passage's sentence that shares the most;
 * when no passage shares a word, it answers the "not in the notes" sentinel.
 */
export const askRule: StandInRule = (request) => {
  if (!systemPrompt(request).includes(ASK_SYSTEM_PROMPT)) return undefined;
  const message = lastUserMessage(request);
  const question = significantWords(message.split('\n\nQuestion: ').at(-1) ?? '');
  const shared = (text: string) =>
    [...significantWords(text)].filter((word) => question.has(word)).length;

  let best: { passage: NumberedPassage; score: number } | undefined;
  for (const passage of passagesOf(message)) {
    const score = shared(passage.text);
    if (score > 0 && (!best || score > best.score)) best = { passage, score };
  }
  if (!best) return NOT_IN_NOTES;

  const sentences = best.passage.text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  let quote = sentences[0] ?? '';
  for (const sentence of sentences) if (shared(sentence) > shared(quote)) quote = sentence;
  return `According to your notes: ${quote} [${best.passage.number}]`;
};
