/**
 * `npm run bench:ocr`: photo to note's text recognition, end to end as the
 * server runs it (sharp's preparation, then the tesseract.js pool), on two
 * shapes of one-page photo drawn and photographed by server/ocr/testPhotos:
 * an A4 page at a phone's resolution (3000 × 4000 JPEG) and the same page at
 * one megapixel (866 × 1155). Prints p50/p95 per shape (BENCH_OCR_RUNS
 * each, default 8, after one warm-up), the recall of the drawn words, and
 * the pool's memory: resident size before the pool, after the runs and its
 * peak, sampled every 20 ms.
 */
import { createLogger } from '../server/logger';
import { findOcrLanguages } from '../server/ocr/ocrLanguages';
import { createOcrPool } from '../server/ocr/ocrPool';
import { recognisePhoto } from '../server/ocr/recognisePhoto';
import { photoOfPage, SAMPLE_PROSE, type TestPhoto } from '../server/ocr/testPhotos';

const RUNS = Number(process.env.BENCH_OCR_RUNS ?? 8);
const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const comparable = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function recall(photo: TestPhoto, words: string[]): number {
  const left = new Map<string, number>();
  for (const word of words) left.set(comparable(word), (left.get(comparable(word)) ?? 0) + 1);
  let found = 0;
  for (const drawn of photo.words) {
    const key = comparable(drawn.text);
    const count = left.get(key) ?? 0;
    if (count > 0) {
      found++;
      left.set(key, count - 1);
    }
  }
  return found / photo.words.length;
}

const page = [...SAMPLE_PROSE, ...SAMPLE_PROSE, ...SAMPLE_PROSE, ...SAMPLE_PROSE];
const shapes: [string, TestPhoto][] = [
  [
    'A4 page, phone photo 3000×4000 JPEG',
    await photoOfPage({ lines: page, photoWidth: 3000, photoHeight: 4000, noise: 12, shade: 0.5 }),
  ],
  [
    'A4 page, 1 MP photo 866×1155 JPEG',
    await photoOfPage({
      lines: page,
      photoWidth: 866,
      photoHeight: 1155,
      noise: 6,
      shade: 0.5,
      angle: 2,
    }),
  ],
];

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
global.gc?.();
const before = process.memoryUsage().rss;
peak = before;
const pool = createOcrPool({
  languages: findOcrLanguages(),
  logger: createLogger('silent', false),
  timeLimitMs: 300_000,
});

console.log(`OCR, ${RUNS} runs per shape after one warm-up, one worker (OCR_WORKERS=1)`);
const startedAt = Date.now();
await recognisePhoto(pool, shapes[1]![1].bytes, 'eng');
console.log(`  first photo, worker start included: ${seconds(Date.now() - startedAt)}`);
for (const [name, photo] of shapes) {
  await recognisePhoto(pool, photo.bytes, 'eng');
  const times: number[] = [];
  let lastRecall = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const result = await recognisePhoto(pool, photo.bytes, 'eng');
    times.push(performance.now() - start);
    lastRecall = recall(
      photo,
      result.words.map((word) => word.text),
    );
  }
  console.log(
    `  ${name} (${(photo.bytes.length / MB).toFixed(1)} MB, ${photo.words.length} words): p50 ${seconds(percentile(times, 50))}, p95 ${seconds(percentile(times, 95))}, recall ${(lastRecall * 100).toFixed(1)} %`,
  );
}
const after = process.memoryUsage().rss;
clearInterval(sampler);
console.log(
  `  memory (RSS of the process, pool included): before the pool ${mb(before)}, after the runs ${mb(after)}, peak ${mb(peak)}`,
);
await pool.close();
global.gc?.();
await new Promise((resolve) => setTimeout(resolve, 500));
console.log(`  after the pool closed: ${mb(process.memoryUsage().rss)}`);
