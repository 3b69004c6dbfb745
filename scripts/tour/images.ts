import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const AVIF_QUALITY = 50;
export const WEBP_QUALITY = 75;

export interface WrittenImage {
  file: string;
  bytes: number;
  width: number;
  height: number;
}

/**
 * Writes `<stem>-<width>.avif` and `.webp` for each width (never wider than the
 * source), resized with Lanczos. Returns what was written.
 */
export async function writeResponsiveImages(
  source: Buffer,
  outputDir: string,
  stem: string,
  widths: number[],
): Promise<WrittenImage[]> {
  mkdirSync(outputDir, { recursive: true });
  const written: WrittenImage[] = [];
  for (const width of widths) {
    const resized = sharp(source).resize({ width, kernel: 'lanczos3', withoutEnlargement: true });
    const outputs = [
      {
        ext: 'avif',
        pipeline: resized
          .clone()
          .avif({ quality: AVIF_QUALITY, effort: 6, chromaSubsampling: '4:2:0' }),
      },
      { ext: 'webp', pipeline: resized.clone().webp({ quality: WEBP_QUALITY, effort: 6 }) },
    ];
    for (const { ext, pipeline } of outputs) {
      const file = path.join(outputDir, `${stem}-${width}.${ext}`);
      const info = await pipeline.toFile(file);
      written.push({ file, bytes: statSync(file).size, width: info.width, height: info.height });
    }
  }
  return written;
}

/** Writes one image at its own size as `<stem>.webp` and `<stem>.avif`. */
export async function writePoster(source: Buffer, outputDir: string, stem: string) {
  mkdirSync(outputDir, { recursive: true });
  const webp = path.join(outputDir, `${stem}.webp`);
  const avif = path.join(outputDir, `${stem}.avif`);
  await sharp(source).webp({ quality: WEBP_QUALITY, effort: 6 }).toFile(webp);
  await sharp(source).avif({ quality: AVIF_QUALITY, effort: 6 }).toFile(avif);
  return { webp, avif };
}

export function formatBytes(bytes: number) {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(2)} MB`
    : `${Math.round(bytes / 1000)} kB`;
}
