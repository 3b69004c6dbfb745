import { idSchema } from './ids';
import { noteSchema } from './notes';
import { z } from './zod';

/**
 * Version history (issue 16): why a version was saved.
 * auto: after a pause in editing, at most one per VERSION_AUTO_INTERVAL_MS of editing;
 * manual: "Save version"; restore: the state just before a restore;
 * ai: just before an AI rewrite; import: just before an import overwrote the note.
 */
export const versionSources = ['auto', 'manual', 'restore', 'ai', 'import'] as const;
export const versionSourceSchema = z.enum(versionSources);
export type VersionSource = z.infer<typeof versionSourceSchema>;

export const VERSION_AUTO_INTERVAL_MS = 10 * 60_000;
/** Versions older than this are removed, except the newest VERSIONS_ALWAYS_KEPT of a note. */
export const VERSION_RETENTION_DAYS = 90;
export const VERSIONS_ALWAYS_KEPT = 50;

export const versionSummarySchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  source: versionSourceSchema,
  wordCount: z.number().int(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** `GET /api/notes/:id/versions`, newest first. */
export const versionListSchema = z.object({ versions: z.array(versionSummarySchema) });
export type VersionList = z.infer<typeof versionListSchema>;

/** `GET /api/notes/:id/versions/:versionId`. */
export const versionContentSchema = z.object({ markdown: z.string(), title: z.string() });
export type VersionContent = z.infer<typeof versionContentSchema>;

/** `POST /api/notes/:id/versions` → 201 `{ version }`. */
export const versionResponseSchema = z.object({ version: versionSummarySchema });

/** `POST /api/notes/:id/versions/:versionId/restore` → `{ note }`. */
export const restoreResponseSchema = z.object({ note: noteSchema });

export const versionParamSchema = z.object({ id: idSchema, versionId: idSchema });
