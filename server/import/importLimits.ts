import { MAX_MARKDOWN_BYTES } from '../markdown/markdownLimits';

/** How much one import may read; IMPORT_* in the environment (see .env.example). */
export interface ImportLimits {
  /** The uploaded file (IMPORT_MAX_MB): past it the upload stops with a 413. */
  maxUploadBytes: number;
  /** Entries a ZIP may list (IMPORT_MAX_ENTRIES). */
  maxEntries: number;
  /** Bytes a ZIP may inflate to in all, counted while inflating (IMPORT_MAX_UNCOMPRESSED_MB). */
  maxUncompressedBytes: number;
  /** One attachment (an Evernote resource, an image in a ZIP) (IMPORT_MAX_ATTACHMENT_MB). */
  maxAttachmentBytes: number;
  /** One note file or Evernote note's content, as read (HTML may shrink once converted). */
  maxNoteSourceBytes: number;
  /** Time one note's HTML → Markdown conversion may take on the import thread. */
  noteBudgetMs: number;
  /** Items the report lists; the rest are counted. */
  maxReportItems: number;
}

export const defaultImportLimits: ImportLimits = {
  maxUploadBytes: 500 * 1024 * 1024,
  maxEntries: 20_000,
  maxUncompressedBytes: 2048 * 1024 * 1024,
  maxAttachmentBytes: 50 * 1024 * 1024,
  maxNoteSourceBytes: 2 * MAX_MARKDOWN_BYTES,
  noteBudgetMs: 10_000,
  maxReportItems: 10_000,
};
