/**
 * Draws the Open Graph cards (1200×630) into public/og/: the shared Inkling
 * card and one per section of the public site. Run `npm run og-image` after
 * changing the product name, tagline or brand colours; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { FREE_TRIAL_DAYS, PRICE_USD_PER_MONTH } from '../common/constants';
import { site } from '../content/site';

const WIDTH = 1200;
const HEIGHT = 630;
/** Brand colours from app/app.css (primary, its dark shade, accent). */
const PRIMARY = '#5b21b6';
const PRIMARY_DARK = '#3b0764';
const ACCENT = '#ede9fe';
const INK = '#1c1917';

interface Card {
  file: string;
  /** The small line above the product name. */
  kicker?: string;
  headline: string;
}

const cards: Card[] = [
  { file: 'inkling.png', headline: site.tagline },
  { file: 'blog.png', kicker: 'Blog', headline: 'Notes, journaling and study, done well' },
  { file: 'compare.png', kicker: 'Compare', headline: 'How Inkling compares with other note apps' },
  { file: 'templates.png', kicker: 'Templates', headline: 'Start a note from a ready-made page' },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Splits a headline into lines of about `max` characters, for SVG (which does not wrap). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The logo of app/scenes/Landing/components/Logo.tsx, scaled from its 32×32 box. */
function logo(x: number, y: number, size: number): string {
  const scale = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect width="32" height="32" rx="8" fill="#ffffff"/>
    <path d="M11 23.5c3.2-.4 5.6-2.3 7.6-5.4l3.9-6.3a2.2 2.2 0 0 0-3.7-2.3l-3.9 6.3c-1.7 2.8-3.3 4.7-5.2 5.6"
      fill="none" stroke="${PRIMARY}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="10" cy="24" r="1.6" fill="${PRIMARY}"/>
  </g>`;
}

/** A stack of two note cards on the right: the product in one glance. */
function notes(): string {
  const line = (x: number, y: number, w: number, fill = '#d6d3d1') =>
    `<rect x="${x}" y="${y}" width="${w}" height="12" rx="6" fill="${fill}"/>`;
  return `<g transform="translate(770 150) rotate(6)">
      <rect width="330" height="380" rx="24" fill="${ACCENT}" opacity="0.55"/>
    </g>
    <g transform="translate(740 130)">
      <rect width="330" height="380" rx="24" fill="#ffffff"/>
      ${line(32, 40, 180, INK)}
      ${line(32, 80, 260)}${line(32, 106, 230)}${line(32, 132, 250)}
      <rect x="32" y="172" width="18" height="18" rx="4" fill="none" stroke="${PRIMARY}" stroke-width="3"/>
      ${line(62, 175, 200)}
      <rect x="32" y="206" width="18" height="18" rx="4" fill="${PRIMARY}"/>
      <path d="M36 215l4 4 7-8" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
      ${line(62, 209, 170)}
      ${line(32, 250, 240)}${line(32, 276, 210)}
      <rect x="32" y="316" width="86" height="30" rx="15" fill="${ACCENT}"/>
      <rect x="128" y="316" width="70" height="30" rx="15" fill="${ACCENT}"/>
    </g>`;
}

function cardSvg({ kicker, headline }: Card): string {
  const lines = wrap(headline, 24);
  const headlineY = kicker ? 360 : 340;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${PRIMARY}"/>
      <stop offset="1" stop-color="${PRIMARY_DARK}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1130" cy="-40" r="260" fill="#ffffff" opacity="0.06"/>
  <circle cx="80" cy="640" r="200" fill="#ffffff" opacity="0.05"/>
  ${logo(80, 80, 96)}
  <text x="196" y="146" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="60" font-weight="bold" fill="#ffffff">${escapeXml(site.productName)}</text>
  ${kicker ? `<text x="80" y="270" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" font-weight="bold" fill="${ACCENT}" letter-spacing="4">${escapeXml(kicker.toUpperCase())}</text>` : ''}
  ${lines
    .map(
      (text, index) =>
        `<text x="80" y="${headlineY + index * 62}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="50" font-weight="bold" fill="#ffffff">${escapeXml(text)}</text>`,
    )
    .join('\n  ')}
  <text x="80" y="560" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="26" fill="${ACCENT}">${String(FREE_TRIAL_DAYS)}-day free trial · then $${String(PRICE_USD_PER_MONTH)} a month · no credit card</text>
  ${notes()}
</svg>`;
}

const folder = path.resolve('public/og');
mkdirSync(folder, { recursive: true });
for (const card of cards) {
  const png = new Resvg(cardSvg(card), {
    fitTo: { mode: 'width', value: WIDTH },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
  writeFileSync(path.join(folder, card.file), png);
  console.log(`wrote public/og/${card.file} (${String(Math.round(png.length / 1024))} KB)`);
}
