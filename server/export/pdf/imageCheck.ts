import { inflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Whether a PNG's pixel data inflates cleanly. The PDF library decodes some
 * PNGs (those with transparency) in a callback whose error would end the
 * thread, so a damaged upload is found here first and named instead of shown.
 */
export function pngDecodes(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  const data: Buffer[] = [];
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    if (type === 'IDAT') data.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset = end;
  }
  try {
    inflateSync(Buffer.concat(data));
    return data.length > 0;
  } catch {
    return false;
  }
}

/** The images whose data the PDF library can read: PNGs that decode, and every JPEG. */
export function readableImages(images: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(images).filter(([, dataUrl]) => {
      const [header, base64 = ''] = dataUrl.split(',', 2);
      if (!header?.startsWith('data:image/png')) return true;
      return pngDecodes(Buffer.from(base64, 'base64'));
    }),
  );
}
