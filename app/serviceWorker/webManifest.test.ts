import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, maskableIconSvg, NEW_NOTE_URL, webManifest } from './webManifest';

describe('the web app manifest', () => {
  const manifest = webManifest();

  it('names the app, opens the dashboard in its own window, in the theme colour', () => {
    expect(manifest).toMatchObject({
      name: 'Inkling',
      short_name: 'Inkling',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#5b21b6',
    });
    expect(manifest.id).toBeTruthy();
    expect(manifest.description).toBeTruthy();
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has every icon size, once for any use and once maskable', () => {
    expect(ICON_SIZES).toEqual([48, 72, 96, 128, 144, 192, 256, 384, 512]);
    for (const purpose of ['any', 'maskable'] as const) {
      const icons = manifest.icons.filter((icon) => icon.purpose === purpose);
      expect(icons.map((icon) => icon.sizes)).toEqual(ICON_SIZES.map((size) => `${size}x${size}`));
      for (const icon of icons) expect(icon.type).toBe('image/png');
    }
  });

  it('offers the New note and Today’s journal shortcuts', () => {
    expect(manifest.shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
      { name: 'New note', url: NEW_NOTE_URL },
      { name: "Today's journal", url: '/journal' },
    ]);
  });

  it('draws the maskable icon full-bleed with the mark inside the safe zone', () => {
    const svg = maskableIconSvg(readFileSync('public/favicon.svg', 'utf8'));
    expect(svg).toContain('<rect width="32" height="32" fill="#5b21b6"/>');
    expect(svg).not.toContain('rx=');
    expect(svg).toContain('scale(0.75)');
    expect(svg).toMatch(/<path [^>]*stroke="#fff"/);
  });
});
