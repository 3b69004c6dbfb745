/**
 * The PDF thread (run by pdfPool.ts): lays a note out with pdfmake and
 * answers the file's bytes. Fonts are read once per thread into pdfmake's
 * virtual file system; nothing else on disk or on the network is reachable
 * while a document is made.
 */
import { workerData } from 'node:worker_threads';
import pdfmake from 'pdfmake';
import { bodyJsonOf, loadNoteDoc } from '../../notes/yjsNoteDoc';
import { readableImages } from './imageCheck';
import { buildPdfDocument, needsCjkFont, type PdfInput } from './pdfDocument';
import { fontFamilies, readCjkFontFiles, readLatinFontFiles } from './pdfFonts';

interface VirtualFileSystem {
  writeFileSync(name: string, content: Buffer): void;
}

const engine = pdfmake as typeof pdfmake & { virtualfs: VirtualFileSystem };
const addFonts = (files: Record<string, Buffer>) => {
  for (const [name, bytes] of Object.entries(files)) engine.virtualfs.writeFileSync(name, bytes);
};
addFonts(readLatinFontFiles());
// pdfmake reads a family's files from the virtual file system when text first uses it.
let cjkFontsAdded = false;
engine.setFonts(fontFamilies);
engine.setUrlAccessPolicy(() => false);
engine.setLocalAccessPolicy(() => false);

const render = async (input: PdfInput) => {
  if (!cjkFontsAdded && needsCjkFont(input)) {
    addFonts(readCjkFontFiles());
    cjkFontsAdded = true;
  }
  const buffer = await engine.createPdf(buildPdfDocument(input)).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
};

/** One note to print: its Yjs document is read here too, off the event loop. */
export type PdfJob = Omit<PdfInput, 'body'> & { ydoc: Uint8Array };

/** The node and mark names a body may hold (noteDocument's knownContent), as the pool starts the thread. */
export interface KnownNames {
  nodes: string[];
  marks: string[];
}

const known = workerData as KnownNames;
const knownContent = { nodes: new Set(known.nodes), marks: new Set(known.marks) };

export default async function renderPdf({ ydoc, images, ...rest }: PdfJob): Promise<Uint8Array> {
  const input: PdfInput = {
    ...rest,
    body: bodyJsonOf(loadNoteDoc(ydoc), knownContent),
    images: readableImages(images),
  };
  try {
    return await render(input);
  } catch (error) {
    // An upload whose header says PNG or JPEG but whose data is damaged:
    // the note still prints, its images named instead of shown.
    if (!(error instanceof Error && error.message.startsWith('Invalid image'))) throw error;
    return render({ ...input, images: {} });
  }
}
