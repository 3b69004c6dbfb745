import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { isBlankNoteDoc } from './blankNote';
import { BODY_FIELD, TITLE_FIELD } from './noteFields';

function docWith(build: (doc: Y.Doc) => void): Y.Doc {
  const doc = new Y.Doc();
  build(doc);
  return doc;
}

const paragraph = (text?: string) => {
  const element = new Y.XmlElement('paragraph');
  if (text !== undefined) element.insert(0, [new Y.XmlText(text)]);
  return element;
};

describe('isBlankNoteDoc', () => {
  it('is blank with no title and no body, or only empty paragraphs', () => {
    expect(isBlankNoteDoc(new Y.Doc())).toBe(true);
    expect(
      isBlankNoteDoc(docWith((doc) => doc.getXmlFragment(BODY_FIELD).insert(0, [paragraph()]))),
    ).toBe(true);
    expect(isBlankNoteDoc(docWith((doc) => doc.getText(TITLE_FIELD).insert(0, '   ')))).toBe(true);
  });

  it('is not blank with a title or any body content', () => {
    expect(isBlankNoteDoc(docWith((doc) => doc.getText(TITLE_FIELD).insert(0, 'Plan')))).toBe(
      false,
    );
    expect(
      isBlankNoteDoc(docWith((doc) => doc.getXmlFragment(BODY_FIELD).insert(0, [paragraph(' ')]))),
    ).toBe(false);
    expect(
      isBlankNoteDoc(
        docWith((doc) => doc.getXmlFragment(BODY_FIELD).insert(0, [new Y.XmlElement('taskList')])),
      ),
    ).toBe(false);
    expect(
      isBlankNoteDoc(
        docWith((doc) => doc.getXmlFragment(BODY_FIELD).insert(0, [new Y.XmlElement('image')])),
      ),
    ).toBe(false);
  });
});
