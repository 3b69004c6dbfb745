import { describe, expect, it } from 'vitest';
import { createNoteDoc, projectNote, replaceBodyWith, bodyJson } from '../notes/noteDocument';
import { audioBody, insertTranscript, transcriptParagraphs } from './transcriptWriter';
import * as Y from 'yjs';

const segment = (start: number, end: number, text: string) => ({ start, end, text });

describe('transcriptParagraphs', () => {
  it('groups segments by pauses and at most ~30 s, each paragraph led by its time as a #t= link', () => {
    const paragraphs = transcriptParagraphs([
      segment(0.4, 4, ' First thought. '),
      segment(4.2, 9, 'Still the first.'),
      segment(12, 15, 'After a pause.'),
      segment(15.5, 40, 'A long stretch'),
      segment(40.1, 50, 'goes on.'),
      segment(50, 51, '   '),
      segment(3725, 3730, 'An hour later.'),
    ]);
    const lines = paragraphs.map((paragraph) =>
      (paragraph.content ?? [])
        .map((text) =>
          text.marks?.length ? `[${text.text}](${String(text.marks[0]?.attrs?.href)})` : text.text,
        )
        .join(''),
    );
    expect(lines).toEqual([
      '[0:00](#t=0) First thought. Still the first.',
      '[0:12](#t=12) After a pause. A long stretch',
      '[0:40](#t=40) goes on.',
      '[1:02:05](#t=3725) An hour later.',
    ]);
  });
});

describe('insertTranscript', () => {
  const src = '/api/attachments/rec-1';
  const paragraphs = transcriptParagraphs([segment(2, 5, 'Hello there.')]);

  it('writes right below the player, leaving the rest of the body as it was', () => {
    const doc = createNoteDoc({ title: 'Call', markdown: 'Intro line.' });
    const fragment = doc.getXmlFragment('default');
    const player = new Y.XmlElement('audio');
    player.setAttribute('src', src);
    fragment.insert(1, [player]);
    const after = new Y.XmlElement('paragraph');
    after.insert(0, [new Y.XmlText('Typed after.')]);
    fragment.insert(2, [after]);

    expect(insertTranscript(doc, src, paragraphs)).toBe(true);
    const markdown = projectNote(doc).markdown.split('\n\n');
    expect(markdown).toEqual([
      'Intro line.',
      '[Voice note](/api/attachments/rec-1)',
      '[0:02](#t=2) Hello there.',
      'Typed after.',
    ]);
  });

  it('finds a player inside a list or quote', () => {
    const doc = new Y.Doc();
    replaceBodyWith(doc, {
      type: 'doc',
      content: [
        {
          type: 'blockquote',
          content: [{ type: 'audio', attrs: { src, title: 'Memo', duration: 3 } }],
        },
      ],
    });
    expect(insertTranscript(doc, src, paragraphs)).toBe(true);
    expect(bodyJson(doc).content?.[0]?.content?.map((node) => node.type)).toEqual([
      'audio',
      'paragraph',
    ]);
  });

  it('without the player: nothing, or the end of the body when asked', () => {
    const doc = createNoteDoc({ markdown: 'Only text.' });
    expect(insertTranscript(doc, src, paragraphs)).toBe(false);
    expect(insertTranscript(doc, src, paragraphs, { orAppend: true })).toBe(true);
    expect(projectNote(doc).markdown).toBe('Only text.\n\n[0:02](#t=2) Hello there.');
  });

  it('builds a new note’s body around the player', () => {
    const doc = new Y.Doc();
    replaceBodyWith(doc, audioBody({ src, title: 'Voice note', duration: 12.5 }));
    expect(projectNote(doc).markdown).toBe('[Voice note (0:12)](/api/attachments/rec-1)');
  });
});
