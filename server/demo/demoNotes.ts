import path from 'node:path';
import { z } from 'zod';
import { tagNameSchema } from '@common/schemas/notes';
import { loadMarkdownFolder } from '../content/markdownFolder';
import { projectRoot } from '../paths';

const demoNoteFrontMatterSchema = z.object({
  title: z.string().min(1).max(200),
  tags: z.array(tagNameSchema).max(5),
  pinned: z.boolean(),
  /** How long ago the note was written, so the timeline has days to show. */
  daysAgo: z.number().int().min(0).max(365),
});

export interface DemoNote extends z.infer<typeof demoNoteFrontMatterSchema> {
  markdown: string;
}

/** The sample notes a demo account starts with (content/demo/*.md), read once at start. */
export function loadDemoNotes(folder = path.join(projectRoot, 'content/demo')): DemoNote[] {
  return loadMarkdownFolder(folder, demoNoteFrontMatterSchema, 'content/demo').map(
    ({ data, markdown }) => ({ ...data, markdown }),
  );
}
