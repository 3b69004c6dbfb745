import type { AiProvider } from '../ai/aiProvider';
import { cleanAnswer } from '../ai/noteActions/noteActionResults';
import { AppError, aiUnavailable } from '../errors';

/*
 * "Tidy with AI": the raw text read on a photo becomes headings, lists and
 * paragraphs through the provider's chat, as Markdown (then the note body
 * through the Markdown thread, like any client's Markdown). The words stay
 * the photo's: the model is told to add, drop and translate nothing.
 */

export const TIDY_SYSTEM_PROMPT = [
  'Task: tidy text read from a photo.',
  'The text between <ocr> and </ocr> was read from a photo of a page by text recognition: lines are broken where the page broke them and a few letters may be misread.',
  'Rewrite it as clean Markdown: join the lines that belong to one paragraph, mark the structure the page has (headings with #, bulleted or numbered lists, checklists with - [ ]), and fix only obvious recognition slips (a broken word, a stray character).',
  'Keep every word, name and number as written, in its language and order. Add nothing, summarise nothing, translate nothing, and say nothing about the text.',
  'Answer with the Markdown only.',
].join('\n');

/** The photo's text as data: anything that looks like our delimiter is defused. */
const asData = (text: string) => text.replace(/<(\/?)ocr\b/gi, '‹$1ocr');

/** The tidied Markdown; an empty answer is AI_UNAVAILABLE (the caller's use is given back). */
export async function tidyText(
  ai: AiProvider,
  text: string,
  signal?: AbortSignal,
): Promise<string> {
  let answer: string;
  try {
    answer = await ai.chat(
      [
        { role: 'system', content: TIDY_SYSTEM_PROMPT },
        { role: 'user', content: `<ocr>\n${asData(text)}\n</ocr>` },
      ],
      { signal, temperature: 0.1 },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'AI_UNAVAILABLE')
      throw tidyFailed(error.message);
    throw error;
  }
  const markdown = cleanAnswer(answer);
  if (markdown === '') throw tidyFailed('The AI model sent an empty answer.');
  return markdown;
}

/** Says what did not happen: no note, no use counted. */
const tidyFailed = (why: string) =>
  aiUnavailable(
    `Tidying with AI failed, so no note was made and nothing was counted. ${why.replace(/\s*Nothing was counted;.*$/, '')} Try again, or make the note without tidying.`,
  );
