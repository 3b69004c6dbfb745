import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumArgs, playwrightDisabledFeatures } from './chromium';

/** The feature names Playwright's own `--disable-features` lists, read from the installed bundle. */
function featuresPlaywrightDisables(): string[] {
  const require = createRequire(import.meta.url);
  const lib = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib');
  const bundle = readFileSync(path.join(lib, 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list)
    throw new Error('playwright-core no longer lists disabledFeatures where this test reads it');
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

describe("the browser's switches", () => {
  it('repeat every feature Playwright turns off, since Chromium keeps only the last list', () => {
    const playwrights = featuresPlaywrightDisables();
    expect(playwrights).toContain('PaintHolding');
    expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(playwrights));
  });

  it('name --disable-features once, with the omnibox popups Chromium would load in every window', () => {
    const lists = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    expect(lists[0]!.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});
