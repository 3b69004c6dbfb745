import { describe, expect, it } from 'vitest';
import { isValidEmail, suggestEmailCorrection } from './email';

describe('isValidEmail', () => {
  it.each(['john@example.com', 'a.b+tag@mail.co.uk', ' padded@example.org '])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each([
    '',
    'john',
    'john@',
    'john@example',
    'jo hn@example.com',
    'john@@example.com',
    'john@exa mple.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('suggestEmailCorrection', () => {
  it.each([
    ['john@gmial.com', 'john@gmail.com'],
    ['Jane.Doe@GMAIL.CON', 'Jane.Doe@gmail.com'],
    ['x@yahooo.com', 'x@yahoo.com'],
    ['x@hotmial.com', 'x@hotmail.com'],
    ['x@outlok.com', 'x@outlook.com'],
  ])('suggests %s → %s', (typed, suggestion) => {
    expect(suggestEmailCorrection(typed)).toBe(suggestion);
  });

  it.each(['john@gmail.com', 'john@example.com', 'john', '@gmial.com'])(
    'has nothing to say about %j',
    (typed) => {
      expect(suggestEmailCorrection(typed)).toBeNull();
    },
  );
});
