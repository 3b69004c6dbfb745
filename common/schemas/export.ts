import { z } from './zod';

/** The formats one note can be exported in. */
export const noteExportFormats = ['md', 'pdf', 'txt'] as const;
export type NoteExportFormat = (typeof noteExportFormats)[number];

/** `GET /api/notes/:id/export?format=…` */
export const noteExportQuerySchema = z.object({
  format: z.enum(noteExportFormats, { message: 'Choose md, pdf or txt' }),
});

/** How the account ZIP arranges note files: all in notes/, or a folder per first tag. */
export const exportLayouts = ['flat', 'tags'] as const;
export type ExportLayout = (typeof exportLayouts)[number];

/** `GET /api/export?layout=…` */
export const accountExportQuerySchema = z.object({
  layout: z.enum(exportLayouts, { message: 'Choose flat or tags' }).default('flat'),
});

/** `GET /api/export/summary`: what the account ZIP will hold, before downloading it. */
export const exportSummarySchema = z.object({
  notes: z.number().int().min(0),
  attachments: z.number().int().min(0),
  /** The attachments' total size: the bulk of the ZIP (notes are text, compressed). */
  bytes: z.number().int().min(0),
});
export type ExportSummary = z.infer<typeof exportSummarySchema>;

/** One note in manifest.json (docs/export-format.md). */
export const manifestNoteSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  attachments: z.array(z.string()),
});

/** manifest.json, written last in the account ZIP (docs/export-format.md). */
export const exportManifestSchema = z.object({
  format: z.literal('inkling-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  layout: z.enum(exportLayouts),
  counts: z.object({
    notes: z.number(),
    attachments: z.number(),
    tags: z.number(),
    /** Entries in journal.json, habits and their check-ins in habits.json. */
    journalEntries: z.number(),
    habits: z.number(),
    checkins: z.number(),
  }),
  notes: z.array(manifestNoteSchema),
  attachments: z.array(
    z.object({ id: z.string(), path: z.string(), mime: z.string(), size: z.number() }),
  ),
  tags: z.array(z.object({ name: z.string(), color: z.string() })),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;
