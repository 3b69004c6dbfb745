import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { findOcrLanguages, languageDataFile } from './ocrLanguages';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A node_modules folder holding the data packages of `codes` (empty files for `empty`). */
function modulesWith(codes: string[], empty: string[] = []) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'inkling-ocr-langs-'));
  roots.push(root);
  for (const code of [...codes, ...empty]) {
    const folder = path.join(root, '@tesseract.js-data', code, '4.0.0_best_int');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `${code}.traineddata.gz`), empty.includes(code) ? '' : 'data');
  }
  return root;
}

describe('OCR languages', () => {
  it('finds English from the installed npm package', () => {
    const languages = findOcrLanguages();
    expect(languages.codes).toContain('eng');
    expect(languageDataFile(languages, 'eng')).toMatch(
      /@tesseract\.js-data\/eng\/4\.0\.0_best_int\/eng\.traineddata\.gz$/,
    );
  });

  it('lists the languages whose data is installed under the given root, English first', () => {
    const languages = findOcrLanguages({
      modulesRoot: modulesWith(['fra', 'eng', 'deu'], ['jpn']),
    });
    expect(languages.listing()).toEqual({
      languages: [
        { code: 'eng', name: 'English' },
        { code: 'deu', name: 'German' },
        { code: 'fra', name: 'French' },
      ],
      default: 'eng',
    });
    expect(languages.dataFolder('jpn')).toBeNull();
    expect(languages.require('deu')).toBe('deu');
    expect(languages.require(undefined)).toBe('eng');
  });

  it('refuses a language without data, naming the ones there are', () => {
    const languages = findOcrLanguages({ modulesRoot: modulesWith(['eng', 'spa']) });
    let error: unknown;
    try {
      languages.require('jpn');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    expect((error as AppError).message).toBe(
      'Japanese text recognition is not installed on this server. It reads: English, Spanish.',
    );
  });
});
