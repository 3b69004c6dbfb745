import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './habitsCsv';

describe('csvField', () => {
  it.each([
    ['plain text', 'Read', 'Read'],
    ['an empty value', null, ''],
    ['a number', 3, '3'],
    ['a comma', 'tea, biscuits', '"tea, biscuits"'],
    ['quotes', 'the "good" one', '"the ""good"" one"'],
    ['a line break', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return inside', 'one\r\ntwo', '"one\r\ntwo"'],
    ['a formula', '=1+1', "'=1+1"],
    ['a plus sign first', '+44 123', "'+44 123"],
    ['a minus sign first', '-5 coffees', "'-5 coffees"],
    ['an at sign first', '@home', "'@home"],
    ['a tab first', '\tindent', "'\tindent"],
    ['a formula with a comma', '=SUM(A1,A2)', '"\'=SUM(A1,A2)"'],
    ['signs later in the text', 'a=b+c', 'a=b+c'],
  ])('writes %s', (_, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['Walk', '2026-01-15', 'done', null, 'ok'])).toBe(
      'Walk,2026-01-15,done,,ok\r\n',
    );
  });
});
