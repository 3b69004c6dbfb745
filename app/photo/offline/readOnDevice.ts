import { Capacitor } from '@capacitor/core';
import { BROWSER_OCR_BASE, BROWSER_OCR_LANG_PATH, browserOcrFiles } from '@common/ocrBrowserAssets';
import type { OcrLanguageCode, OcrResult } from '@common/schemas/ocr';

/** What was read on one photo here: the text and its words, as the server gives them. */
export type ReadHere = Pick<OcrResult, 'text' | 'words'>;

/** A tiny module using a SIMD instruction: it validates where WebAssembly SIMD works. */
const simdProbe = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
]);
const hasSimd = () => {
  try {
    return WebAssembly.validate(simdProbe);
  } catch {
    return false;
  }
};

/** The browser build's files, all served by Inkling: never a CDN. */
export function onDevicePaths() {
  return {
    workerPath: `${BROWSER_OCR_BASE}/${browserOcrFiles.worker}`,
    corePath: `${BROWSER_OCR_BASE}/${hasSimd() ? browserOcrFiles.coreSimd : browserOcrFiles.core}`,
    langPath: BROWSER_OCR_LANG_PATH,
  };
}

interface TesseractBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface TesseractWord {
  text: string;
  confidence: number;
  bbox: TesseractBox;
}
interface TesseractBlock {
  paragraphs: { lines: { words: TesseractWord[] }[] }[];
}

/** Tesseract's blocks as the server's shape: lines joined by "\n", paragraphs by a blank line. */
export function fromBlocks(blocks: TesseractBlock[] | null): ReadHere {
  const paragraphs: string[] = [];
  const words: ReadHere['words'] = [];
  for (const block of blocks ?? [])
    for (const paragraph of block.paragraphs) {
      const lines = paragraph.lines
        .map((line) => {
          const kept = line.words.filter((word) => word.text.trim());
          for (const { text, confidence, bbox } of kept)
            words.push({
              text: text.trim(),
              confidence: Math.max(0, Math.min(100, confidence)),
              box: {
                x: Math.max(0, Math.round(bbox.x0)),
                y: Math.max(0, Math.round(bbox.y0)),
                w: Math.max(0, Math.round(bbox.x1 - bbox.x0)),
                h: Math.max(0, Math.round(bbox.y1 - bbox.y0)),
              },
            });
          return kept.map((word) => word.text.trim()).join(' ');
        })
        .filter(Boolean);
      if (lines.length > 0) paragraphs.push(lines.join('\n'));
    }
  return { text: paragraphs.join('\n\n'), words };
}

/**
 * Reads photos on this device with tesseract.js's browser build (a worker
 * thread; the page stays responsive), one after another, for when the
 * server cannot be reached. The worker goes when the last photo is read.
 */
export async function readOnDevice(
  photos: File[],
  language: OcrLanguageCode,
  onRead: (done: number) => void,
): Promise<ReadHere[]> {
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker(language, OEM.LSTM_ONLY, {
    ...onDevicePaths(),
    gzip: true,
    // A blob: worker would need the page's CSP to allow blob:; the file is ours.
    workerBlobURL: false,
  });
  try {
    const read: ReadHere[] = [];
    for (const photo of photos) {
      const { data } = await worker.recognize(photo, {}, { blocks: true, text: false });
      read.push(fromBlocks(data.blocks));
      onRead(read.length);
    }
    return read;
  } finally {
    await worker.terminate();
  }
}

let warmed = false;

/** Whether this is the installed web app or the native app: the places people use offline. */
const installed = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  Capacitor.isNativePlatform();

/**
 * While online: loads the module that drives the browser build and, in the
 * installed or native app, fetches the worker, the core and the language's
 * data once, so the browser keeps them (they are cached for good) and a
 * photo can be read here later without a connection.
 */
export function keepForOffline(language: OcrLanguageCode) {
  if (warmed || !navigator.onLine) return;
  // The small module that drives the worker, on every device: a chunk fetched later would fail offline.
  void import('tesseract.js').catch(() => undefined);
  if (!installed()) return;
  warmed = true;
  const { workerPath, corePath, langPath } = onDevicePaths();
  for (const url of [workerPath, corePath, `${langPath}/${language}.traineddata.gz`])
    void fetch(url)
      .then((response) => response.arrayBuffer())
      .catch(() => {
        // Next time, then.
        warmed = false;
      });
}
