import { BODY_FIELD, TITLE_FIELD } from '@common/editor/noteFields';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { noteTextOf } from './plainText';

function element(name: string, children: (Y.XmlElement | Y.XmlText)[]) {
  const node = new Y.XmlElement(name);
  node.insert(0, children);
  return node;
}
const paragraph = (text: string) => element('paragraph', [new Y.XmlText(text)]);

describe('noteTextOf', () => {
  it('reads the title and the body’s blocks, one per line', () => {
    const doc = new Y.Doc();
    doc.getText(TITLE_FIELD).insert(0, 'Shopping');
    const bold = new Y.XmlText();
    bold.insert(0, 'plain ');
    bold.insert(6, 'bold', { bold: {} });
    doc
      .getXmlFragment(BODY_FIELD)
      .insert(0, [
        element('heading', [new Y.XmlText('List')]),
        element('paragraph', [bold]),
        element('bulletList', [
          element('listItem', [paragraph('apples')]),
          element('listItem', [paragraph('pears')]),
        ]),
        element('paragraph', []),
        element('paragraph', [
          new Y.XmlText('one'),
          element('hardBreak', []),
          new Y.XmlText('two'),
        ]),
        element('image', []),
        element('table', [element('tableRow', [element('tableCell', [paragraph('cell')])])]),
      ]);
    expect(noteTextOf(doc)).toEqual({
      title: 'Shopping',
      text: 'List\nplain bold\napples\npears\none\ntwo\ncell',
    });
  });

  it('gives empty strings for an empty document', () => {
    expect(noteTextOf(new Y.Doc())).toEqual({ title: '', text: '' });
  });
});
