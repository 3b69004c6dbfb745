import { lastUserMessage, systemPrompt, type StandInRule } from '../aiStandInAnswers';

/*
 * The stand-in model's answer to "tidy with AI" (server/ocr/tidyText.ts):
 * the photo's text arrives between <ocr> and </ocr>; its first line comes
 * back as a heading and every other line as a list item, the words as they
 * were, so tests can check the structure and that nothing was lost.
 */
export const tidyRule: StandInRule = (request) => {
  if (!systemPrompt(request).startsWith('Task: tidy text read from a photo.')) return undefined;
  const text = /<ocr>\n([\s\S]*?)\n<\/ocr>/.exec(lastUserMessage(request))?.[1] ?? '';
  const [first = 'Photo', ...rest] = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [`# ${first}`, '', ...rest.map((line) => `- ${line}`), ''].join('\n');
};
