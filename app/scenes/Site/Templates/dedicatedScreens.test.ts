import { describe, expect, it } from 'vitest';
import { listTemplateCards } from '@app/content/templates.server';
import { dedicatedScreens } from './dedicatedScreens';

describe('templates that point to a screen of the app', () => {
  const slugs = listTemplateCards().map((card) => card.slug);

  it('names only built-in templates, so a renamed file cannot lose its pointer quietly', () => {
    for (const slug of Object.keys(dedicatedScreens)) expect(slugs).toContain(slug);
  });

  it('sends the daily journal template to the journal, naming its address', () => {
    const journal = dedicatedScreens['daily-journal'];
    expect(journal?.path).toBe('/journal');
    expect(journal?.text).toContain('at /journal');
    expect(journal?.text).toMatch(/dedicated place for daily entries/);
  });
});
