import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { ocrLanguageCodes, type OcrLanguageCode } from '@common/schemas/ocr';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/types';
import { languageDataFile, type OcrLanguages } from '../../ocr/ocrLanguages';

/** A month: the data changes only when the operator installs a new version of its package. */
const CACHE = 'public, max-age=2592000';

/**
 * `GET /ocr-data/<code>.traineddata.gz`: the installed language data, for
 * tesseract.js in the browser (reading a photo offline) so the app never
 * needs a CDN. Public like the app's own files; any other name is a 404.
 */
export function ocrDataRoutes(languages: OcrLanguages) {
  return new Hono<AppEnv>().on(['GET', 'HEAD'], '/ocr-data/:file', async (c) => {
    const code = /^([a-z_]+)\.traineddata\.gz$/.exec(c.req.param('file'))?.[1];
    const file =
      code && (ocrLanguageCodes as readonly string[]).includes(code)
        ? languageDataFile(languages, code as OcrLanguageCode)
        : null;
    if (!file) return c.text('Not found', 404);
    const { size, mtimeMs } = await stat(file);
    const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
    c.header('Cache-Control', CACHE);
    c.header('ETag', etag);
    c.header('Access-Control-Allow-Origin', '*');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    c.header('Content-Type', 'application/gzip');
    c.header('Content-Length', String(size));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200);
  });
}
