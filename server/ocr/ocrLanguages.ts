import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  DEFAULT_OCR_LANGUAGE,
  ocrLanguageCodes,
  ocrLanguageNames,
  type OcrLanguageCode,
  type OcrLanguagesResponse,
} from '@common/schemas/ocr';
import { badRequest } from '../errors';

/*
 * Which languages this server can read, from the data packages installed
 * next to it (`npm install @tesseract.js-data/deu` adds German). Tesseract
 * is only ever pointed at one of these folders: without a local folder it
 * would fetch the data from a CDN, and its worker's failure to do so would
 * end the process.
 */

/** The data files tesseract.js reads: LSTM-only, integer "best" models (smaller, as accurate). */
const DATA_FOLDER = '4.0.0_best_int';

export interface OcrLanguages {
  /** Installed codes, English first. */
  readonly codes: OcrLanguageCode[];
  /** The folder holding `<code>.traineddata.gz`, for tesseract's `langPath`; null when not installed. */
  dataFolder(code: OcrLanguageCode): string | null;
  /** The installed code, or a 400 naming the languages there are. */
  require(code: OcrLanguageCode | undefined): OcrLanguageCode;
  listing(): OcrLanguagesResponse;
}

const resolver = createRequire(import.meta.url);

/** The package's folder through Node's resolution (from this file up), or null. */
function resolvedPackageFolder(code: string): string | null {
  try {
    return path.dirname(resolver.resolve(`@tesseract.js-data/${code}/package.json`));
  } catch {
    return null;
  }
}

function dataFile(folder: string, code: string): string {
  return path.join(folder, `${code}.traineddata.gz`);
}

/**
 * The installed languages, found once. `modulesRoot` (a `node_modules`
 * folder) replaces Node's resolution: tests give a folder of their own.
 */
export function findOcrLanguages(options: { modulesRoot?: string } = {}): OcrLanguages {
  const folders = new Map<OcrLanguageCode, string>();
  for (const code of ocrLanguageCodes) {
    const packageFolder = options.modulesRoot
      ? path.join(options.modulesRoot, '@tesseract.js-data', code)
      : resolvedPackageFolder(code);
    if (!packageFolder) continue;
    const folder = path.join(packageFolder, DATA_FOLDER);
    const file = dataFile(folder, code);
    if (existsSync(file) && statSync(file).size > 0) folders.set(code, folder);
  }
  const codes = ocrLanguageCodes.filter((code) => folders.has(code));
  const names = codes.map((code) => ocrLanguageNames[code]);
  return {
    codes,
    dataFolder: (code) => folders.get(code) ?? null,
    require(code = DEFAULT_OCR_LANGUAGE) {
      if (folders.has(code)) return code;
      throw badRequest(
        `${ocrLanguageNames[code]} text recognition is not installed on this server. It reads: ${names.join(', ') || 'no language yet'}.`,
      );
    },
    listing: () => ({
      languages: codes.map((code) => ({ code, name: ocrLanguageNames[code] })),
      default: folders.has(DEFAULT_OCR_LANGUAGE) ? DEFAULT_OCR_LANGUAGE : (codes[0] ?? 'eng'),
    }),
  };
}

/** The gzipped data file of an installed language (served to the browser for offline reading). */
export function languageDataFile(languages: OcrLanguages, code: OcrLanguageCode): string | null {
  const folder = languages.dataFolder(code);
  return folder ? dataFile(folder, code) : null;
}
