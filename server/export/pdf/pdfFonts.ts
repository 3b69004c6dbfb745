import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TFontDictionary } from 'pdfmake/interfaces';

/** Roboto (bundled with pdfmake) for Latin, Greek and Cyrillic text. */
export const LATIN_FONT = 'Roboto';
/** Noto Sans Hans (@embedpdf/fonts-sc) for Chinese and Japanese kana; it has no italic. */
export const CJK_FONT = 'NotoSansHans';

const require = createRequire(import.meta.url);
const robotoFolder = path.join(
  path.dirname(require.resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);
// The package exports only its script; its fonts sit beside dist/.
const notoFolder = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');

const latinFiles = {
  'Roboto-Regular.ttf': path.join(robotoFolder, 'Roboto-Regular.ttf'),
  'Roboto-Medium.ttf': path.join(robotoFolder, 'Roboto-Medium.ttf'),
  'Roboto-Italic.ttf': path.join(robotoFolder, 'Roboto-Italic.ttf'),
  'Roboto-MediumItalic.ttf': path.join(robotoFolder, 'Roboto-MediumItalic.ttf'),
};
const cjkFiles = {
  'NotoSansHans-Regular.otf': path.join(notoFolder, 'NotoSansHans-Regular.otf'),
  'NotoSansHans-Bold.otf': path.join(notoFolder, 'NotoSansHans-Bold.otf'),
};

const readAll = (files: Record<string, string>): Record<string, Buffer> =>
  Object.fromEntries(Object.entries(files).map(([name, file]) => [name, readFileSync(file)]));

/** The Latin font files' bytes by name (~0.6 MB), read once per thread. */
export const readLatinFontFiles = () => readAll(latinFiles);

/**
 * The CJK font files' bytes by name: 8 MB each, so a thread reads them only
 * for its first note with Chinese or Japanese text, not for every PDF.
 */
export const readCjkFontFiles = () => readAll(cjkFiles);

/** pdfmake's font families, naming files in its virtual file system (see pdfWorker). */
export const fontFamilies: TFontDictionary = {
  [LATIN_FONT]: {
    normal: 'Roboto-Regular.ttf',
    bold: 'Roboto-Medium.ttf',
    italics: 'Roboto-Italic.ttf',
    bolditalics: 'Roboto-MediumItalic.ttf',
  },
  [CJK_FONT]: {
    normal: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
    italics: 'NotoSansHans-Regular.otf',
    bolditalics: 'NotoSansHans-Bold.otf',
  },
};
