import { describe, expect, it } from 'vitest';
import { chatToMarkdown, historyFor, turnsFromMessages, type Turn } from './chatTurns';

const turn = (question: string, answer: string, status: Turn['status'] = 'done'): Turn => ({
  id: question,
  question,
  answer,
  status,
});

describe('historyFor', () => {
  it('sends the finished exchanges, then the new question; stopped and failed ones are left out', () => {
    const turns = [turn('a', 'A'), turn('b', 'B partial', 'stopped'), turn('c', '', 'failed')];
    expect(historyFor(turns, 'd')).toEqual([
      { role: 'user', content: 'a' },
      { role: 'assistant', content: 'A' },
      { role: 'user', content: 'd' },
    ]);
  });
});

describe('turnsFromMessages', () => {
  it('pairs each question with the answer after it, and drops a question never answered', () => {
    const at = '2026-11-24T10:00:00.000Z';
    const turns = turnsFromMessages([
      { id: 'm1', role: 'user', content: 'q1', createdAt: at },
      { id: 'm2', role: 'assistant', content: 'a1', createdAt: at },
      { id: 'm3', role: 'user', content: 'q2', createdAt: at },
    ]);
    expect(turns).toEqual([{ id: 'm1', question: 'q1', answer: 'a1', status: 'done' }]);
  });
});

describe('chatToMarkdown', () => {
  it('writes each question as a heading and its answer below, headings moved under it', () => {
    const markdown = chatToMarkdown([
      turn('Study guide on photosynthesis', '# Photosynthesis\n\n## Key ideas\n\n- light'),
      turn('ignored', 'half', 'stopped'),
      turn('And respiration?', 'Cells *burn* sugar.\n\n```\n# not a heading\n```'),
    ]);
    expect(markdown).toBe(
      [
        '## Study guide on photosynthesis',
        '',
        '### Photosynthesis',
        '',
        '#### Key ideas',
        '',
        '- light',
        '',
        '---',
        '',
        '## And respiration?',
        '',
        'Cells *burn* sugar.',
        '',
        '```',
        '# not a heading',
        '```',
      ].join('\n'),
    );
  });

  it('quotes a long or many-line question in full under its shortened heading', () => {
    const question = `Write a plan.\nIt should cover ${'many things '.repeat(10)}`;
    const markdown = chatToMarkdown([turn(question, 'The plan.')]);
    const [heading, , ...rest] = markdown.split('\n');
    expect(heading?.endsWith('…')).toBe(true);
    expect(heading?.length).toBeLessThanOrEqual(84);
    expect(rest.join('\n')).toContain('> Write a plan.\n> It should cover many things');
  });
});
