import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { OcrBox } from '@common/schemas/ocr';

/*
 * Photos of text made on the spot, for the OCR tests and bench: a page of
 * prose drawn with a real font (SVG through sharp), where every word's box
 * is known, then photographed badly on purpose: turned a few degrees on a
 * darker desk, lit unevenly, with sensor noise, saved as JPEG. Nothing is
 * downloaded and every run draws the same pixels.
 */

/** Ordinary prose with varied words, the kind of page people photograph. */
export const SAMPLE_PROSE = [
  'Meeting notes from the planning session on Tuesday morning.',
  'We agreed to move the garden project forward by two weeks because the weather',
  'has been kind and the seeds arrived early. Maria will order compost and wooden',
  'frames before Friday, and Daniel checks the water supply near the old shed.',
  'The budget stays the same, although the fence needs repair after the storm.',
  'Next steps: measure the beds, draw a simple map, and ask the neighbours which',
  'vegetables grew well last summer. Tomatoes, beans and carrots are likely choices.',
  'Everyone brings gloves and a notebook to the first working day in March.',
];

export interface DrawnWord {
  text: string;
  /** Where the word's ink is on the returned photo, in its pixels. */
  box: OcrBox;
}

export interface TestPhoto {
  bytes: Buffer;
  width: number;
  height: number;
  words: DrawnWord[];
}

export interface PageOptions {
  lines?: string[];
  /** Width of the paper in pixels; the text scales with it. */
  pageWidth?: number;
  /** Font size in pixels. */
  fontSize?: number;
  font?: string;
}

interface Layout {
  svg: string;
  width: number;
  height: number;
  words: DrawnWord[];
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Measures each distinct word's ink (left offset, width, top above the baseline, height) once. */
async function measureWords(words: string[], fontSize: number, font: string) {
  const measured = new Map<string, { left: number; width: number; top: number; height: number }>();
  const canvas = { width: Math.ceil(fontSize * 20), height: Math.ceil(fontSize * 3) };
  const baseline = fontSize * 2;
  for (const word of new Set(words)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}"><rect width="100%" height="100%" fill="#fff"/><text x="${fontSize}" y="${baseline}" font-family="${font}" font-size="${fontSize}" fill="#000">${escapeXml(word)}</text></svg>`;
    const { info } = await sharp(Buffer.from(svg))
      .trim({ background: '#ffffff', threshold: 60 })
      .toBuffer({ resolveWithObject: true });
    const left = -(info.trimOffsetLeft ?? 0) - fontSize;
    // Above the baseline: negative.
    const top = -(info.trimOffsetTop ?? 0) - baseline;
    measured.set(word, { left, width: info.width, top, height: info.height });
  }
  return measured;
}

/** The page as SVG, with each word placed by hand so its ink box is known exactly. */
async function layoutPage({
  lines = SAMPLE_PROSE,
  pageWidth = 1700,
  fontSize = Math.round(pageWidth / 48),
  font = 'Liberation Sans',
}: PageOptions): Promise<Layout> {
  const margin = Math.round(pageWidth * 0.08);
  const lineHeight = Math.round(fontSize * 1.6);
  const space = fontSize * 0.3;
  const tokens = lines.map((line) => line.split(/\s+/).filter(Boolean));
  const measured = await measureWords(tokens.flat(), fontSize, font);
  // A4's proportions, or longer when the text needs it.
  const height = Math.round(
    Math.max(pageWidth * Math.SQRT2, margin * 2 + lineHeight * (lines.length + 0.5)),
  );
  const words: DrawnWord[] = [];
  const texts: string[] = [];
  tokens.forEach((lineWords, row) => {
    const baseline = margin + lineHeight * (row + 1);
    let x = margin;
    for (const word of lineWords) {
      const ink = measured.get(word)!;
      texts.push(
        `<text x="${x.toFixed(2)}" y="${baseline}" font-family="${font}" font-size="${fontSize}" fill="#1a1a1a">${escapeXml(word)}</text>`,
      );
      words.push({
        text: word,
        box: {
          x: Math.round(x + ink.left),
          y: Math.round(baseline + ink.top),
          w: ink.width,
          h: ink.height,
        },
      });
      x += ink.left + ink.width + space;
    }
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${pageWidth}" height="${height}"><rect width="100%" height="100%" fill="#fbfaf6"/>${texts.join('')}</svg>`;
  return { svg, width: pageWidth, height, words };
}

/** A clean scan: the page as a PNG, every word where it was drawn. */
export async function scannedPage(options: PageOptions = {}): Promise<TestPhoto> {
  const page = await layoutPage(options);
  const bytes = await sharp(Buffer.from(page.svg)).png().toBuffer();
  return { bytes, width: page.width, height: page.height, words: page.words };
}

export interface DeskOptions extends PageOptions {
  /** Degrees, clockwise. */
  angle?: number;
  /** Standard deviation of the sensor noise, in grey levels. */
  noise?: number;
  /** How much darker the far corner is than the lit one, 0–1. */
  shade?: number;
  /** A soft-edged shadow (a hand or the phone) over the lower right, this much darker, 0–1. */
  shadow?: number;
  /** The photo's size; the page fills most of it. */
  photoWidth?: number;
  photoHeight?: number;
  quality?: number;
}

/** A small, fast, seeded generator: the same noise on every run. */
function randomNormal(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => {
    const u = Math.max(next(), 1e-9);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
  };
}

/**
 * A phone's photo of the page lying on a desk: the paper turned by `angle`
 * on a darker surface, light falling off across it, grain, and JPEG. The
 * words' boxes are carried through the same turn and placement (the box of
 * the turned box), so they say where each word is on the photo.
 */
export async function photoOfPage({
  angle = 3,
  noise = 12,
  shade = 0.45,
  shadow = 0,
  photoWidth = 2000,
  photoHeight = 2600,
  quality = 85,
  ...pageOptions
}: DeskOptions = {}): Promise<TestPhoto> {
  const page = await layoutPage({ pageWidth: Math.round(photoWidth * 0.86), ...pageOptions });
  const turned = await sharp(Buffer.from(page.svg))
    .rotate(angle, { background: '#6b5b4b' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: turnedWidth, height: turnedHeight } = turned.info;
  const left = Math.round((photoWidth - turnedWidth) / 2);
  const top = Math.round((photoHeight - turnedHeight) / 3);
  if (left < 0 || top < 0) throw new Error('the turned page does not fit the photo');

  // Desk, page, light and grain, pixel by pixel (grey levels).
  const pixels = Buffer.alloc(photoWidth * photoHeight);
  const gaussian = randomNormal(photoWidth * 31 + photoHeight);
  for (let y = 0; y < photoHeight; y++) {
    for (let x = 0; x < photoWidth; x++) {
      const px = x - left;
      const py = y - top;
      const inside = px >= 0 && py >= 0 && px < turnedWidth && py < turnedHeight;
      const base = inside ? turned.data[py * turnedWidth + px]! : 100;
      // Light from the top left, falling off towards the bottom right.
      const light = 1 - shade * ((x / photoWidth + y / photoHeight) / 2) ** 1.4;
      // The shadow's edge runs diagonally across the page, softened over 4 % of the photo.
      const edge = (x / photoWidth - 0.25 + (y / photoHeight - 0.25) * 0.6) / 0.04;
      const shadowed = shadow * Math.min(1, Math.max(0, edge));
      const value = base * light * (1 - shadowed) + gaussian() * noise;
      pixels[y * photoWidth + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  }
  const bytes = await sharp(pixels, {
    raw: { width: photoWidth, height: photoHeight, channels: 1 },
  })
    .jpeg({ quality })
    .toBuffer();

  // sharp turns about the centre and grows the canvas to hold the turned page.
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const turn = (x: number, y: number) => {
    const dx = x - page.width / 2;
    const dy = y - page.height / 2;
    return {
      x: dx * cos - dy * sin + turnedWidth / 2 + left,
      y: dx * sin + dy * cos + turnedHeight / 2 + top,
    };
  };
  const words = page.words.map(({ text, box }) => {
    const corners = [
      turn(box.x, box.y),
      turn(box.x + box.w, box.y),
      turn(box.x, box.y + box.h),
      turn(box.x + box.w, box.y + box.h),
    ];
    const xs = corners.map((corner) => corner.x);
    const ys = corners.map((corner) => corner.y);
    const x = Math.round(Math.min(...xs));
    const y = Math.round(Math.min(...ys));
    return {
      text,
      box: { x, y, w: Math.round(Math.max(...xs)) - x, h: Math.round(Math.max(...ys)) - y },
    };
  });
  return { bytes, width: photoWidth, height: photoHeight, words };
}

/** Intersection over union of two boxes. */
export function overlap(a: OcrBox, b: OcrBox): number {
  const width = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const shared = width * height;
  return shared / (a.w * a.h + b.w * b.h - shared);
}

/** Whether the centre of `inner` lies inside `outer`. */
export function centreInside(inner: OcrBox, outer: OcrBox): boolean {
  const cx = inner.x + inner.w / 2;
  const cy = inner.y + inner.h / 2;
  return cx >= outer.x && cx <= outer.x + outer.w && cy >= outer.y && cy <= outer.y + outer.h;
}

/**
 * A PNG that says it is `width` × `height` in its header (a real 1×1 image
 * with its size rewritten): enough to test refusing a photo before decoding.
 */
export async function pngClaimingSize(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4), …, CRC over type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A blank sheet photographed: paper and grain, not a letter on it. */
export async function blankPhoto(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e9e6df' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}
