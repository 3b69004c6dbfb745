import {
  lastUserMessage,
  systemPrompt,
  type StandInChatRequest,
  type StandInRule,
} from '../aiStandInAnswers';

/*
 * The stand-in model's answers to the actions inside a note
 * (server/ai/noteActions/prompts.ts): each prompt starts with
 * "Task: <action>", and the note arrives between <note>, <selection> and
 * <tags> blocks. Answers are built from that text, so they are plausible
 * and the same every time; `improve` answers the way small models often do
 * (an announcing line and a fenced block), which the server must clean.
 */

function blockOf(message: string, name: string): string | undefined {
  return new RegExp(`<${name}>\\n([\\s\\S]*?)\\n</${name}>`).exec(message)?.[1];
}

/** The text the action works on: the selection, else the note. */
function workingText(request: StandInChatRequest): string {
  const message = lastUserMessage(request);
  return blockOf(message, 'selection') ?? blockOf(message, 'note') ?? '';
}

/** The text's lines without Markdown marks or trigger words. */
function plainLines(text: string): string[] {
  return text
    .replace(/\[\[[a-z-]+\]\]/g, '')
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(?:#+|[-*]\s+\[[ x]\]|[-*]|\d+\.)\s*/, '')
        .replace(/[*_`]/g, '')
        .trim(),
    )
    .filter((line) => line.length > 0 && !line.startsWith('…'));
}

const sentence = (line: string) => {
  const trimmed = line.replace(/[.!?:;,]+$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
};

function summary(lines: string[]): string {
  const [first = 'the note', ...rest] = lines;
  const points = rest.slice(0, 3).map((line) => `- ${sentence(line)}`);
  return [`In short: ${sentence(first.slice(0, 120))}`, ...(points.length ? ['', ...points] : [])]
    .join('\n')
    .concat('\n');
}

function titleOf(lines: string[]): string {
  const words = (lines[0] ?? 'Untitled note').split(/\s+/).slice(0, 6).join(' ');
  return `Title: "${words.replace(/[.!?:;,]+$/, '')}."`;
}

/** Offered tags whose words are in the note; with new tags allowed, the note's longest words too. */
function tagsOf(request: StandInChatRequest): string {
  const message = lastUserMessage(request);
  const note = (blockOf(message, 'note') ?? '').toLowerCase();
  const offered = (blockOf(message, 'tags') ?? '').split('\n').filter(Boolean);
  const picked = offered.filter((name) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .some((word) => note.includes(word)),
  );
  if (systemPrompt(request).includes('You may also propose new tags')) {
    const words = [...new Set(note.match(/\p{L}{6,}/gu) ?? [])].sort(
      (a, b) => b.length - a.length || a.localeCompare(b),
    );
    picked.push(...words.slice(0, 2).map((word) => `#${word}`));
  }
  return JSON.stringify(picked);
}

const answers: Record<string, (request: StandInChatRequest, lines: string[]) => string> = {
  summarize: (_request, lines) => summary(lines),
  continue: (_request, lines) =>
    `Building on “${(lines.at(-1) ?? 'this').slice(0, 60)}”, the next step is to write down what comes after it and why it matters.\n`,
  improve: (request) =>
    `Sure! Here is the improved text:\n\n\`\`\`markdown\n${workingText(request)
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/\bvery very\b/gi, 'very')
      .trim()}\n\`\`\`\n`,
  'fix-grammar': (request) =>
    workingText(request)
      .replace(/\bteh\b/g, 'the')
      .replace(/\brecieve\b/g, 'receive')
      .replace(/\bi\b/g, 'I'),
  checklist: (_request, lines) => `${lines.map((line) => `- [ ] ${sentence(line)}`).join('\n')}\n`,
  title: (_request, lines) => titleOf(lines),
  tags: (request) => tagsOf(request),
};

/** The first line of each prompt (server/ai/noteActions/prompts.ts), to its action. */
const TASKS: Record<string, string> = {
  summarize: 'summarize',
  'continue writing': 'continue',
  'improve writing': 'improve',
  'fix spelling and grammar': 'fix-grammar',
  'make a checklist': 'checklist',
  'suggest a title': 'title',
  'suggest tags': 'tags',
};

export const noteActionsRule: StandInRule = (request) => {
  const task = /^Task: ([^.\n]+)\./m.exec(systemPrompt(request))?.[1];
  if (!task) return undefined;
  const lines = plainLines(workingText(request));
  const language = /^translate into (.+)$/.exec(task)?.[1];
  if (language) return `${lines.map((line) => `[${language}] ${line}`).join('\n\n')}\n`;
  const action = TASKS[task];
  return action ? answers[action]?.(request, lines) : undefined;
};
