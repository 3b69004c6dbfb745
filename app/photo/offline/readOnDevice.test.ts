import { describe, expect, it } from 'vitest';
import { fromBlocks, onDevicePaths } from './readOnDevice';

const word = (text: string, confidence: number, x0: number) => ({
  text,
  confidence,
  bbox: { x0, y0: 10, x1: x0 + 40, y1: 30 },
});

describe('reading on the device', () => {
  it('gives tesseract’s blocks the server’s shape: lines, blank-line paragraphs, word boxes', () => {
    const read = fromBlocks([
      {
        paragraphs: [
          {
            lines: [
              { words: [word('Bus', 96, 0), word('at', 91, 50)] },
              { words: [word('nine', 40, 0)] },
            ],
          },
          { lines: [{ words: [word(' ', 0, 0)] }] },
          { lines: [{ words: [word('Platform', 88, 0), word('2', 97, 100)] }] },
        ],
      },
    ]);
    expect(read.text).toBe('Bus at\nnine\n\nPlatform 2');
    expect(read.words.map((w) => w.text)).toEqual(['Bus', 'at', 'nine', 'Platform', '2']);
    expect(read.words[1]).toEqual({
      text: 'at',
      confidence: 91,
      box: { x: 50, y: 10, w: 40, h: 20 },
    });
    expect(fromBlocks(null)).toEqual({ text: '', words: [] });
  });

  it('loads the browser build from Inkling itself, never a CDN', () => {
    const paths = onDevicePaths();
    for (const path of Object.values(paths)) expect(path).toMatch(/^\/(assets|ocr-data)/);
    expect(paths.workerPath).toBe('/assets/tesseract-7.0.0/worker.min.js');
  });
});
