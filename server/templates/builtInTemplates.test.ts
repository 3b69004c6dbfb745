import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNoteDoc, projectNote } from '../notes/noteDocument';
import { loadBuiltInTemplates } from './builtInTemplates';

describe('built-in templates', () => {
  it('ships at least 12 templates across every category, each a valid note body', () => {
    const templates = loadBuiltInTemplates();
    expect(templates.length).toBeGreaterThanOrEqual(12);
    expect(new Set(templates.map((t) => t.category))).toEqual(
      new Set(['journal', 'study', 'work', 'writing', 'personal']),
    );
    for (const template of templates) {
      expect(template.id).toMatch(/^builtin:[a-z0-9-]+$/);
      expect(template.markdown).not.toMatch(/^---/);
      expect(projectNote(createNoteDoc({ markdown: template.markdown })).wordCount).toBeGreaterThan(
        10,
      );
    }
    expect(templates.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'Meeting notes',
        'Lecture notes',
        'Study guide',
        'Daily journal',
        'Gratitude log',
        'Weekly review',
        'Project plan',
        'Book notes',
        'To-do list',
        'Blog post draft',
        'Habit check-in',
        'Reading list',
      ]),
    );
  });

  it('names the file and the field when front matter is wrong', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'inkling-templates-'));
    try {
      writeFileSync(
        path.join(folder, 'broken.md'),
        '---\nname: Broken\ndescription: x\ncategory: cooking\n---\nBody',
      );
      expect(() => loadBuiltInTemplates(folder)).toThrow(
        /content\/templates\/broken\.md: category: category must be one of/,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
