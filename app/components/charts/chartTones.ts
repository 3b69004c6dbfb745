/*
 * The colours charts and habits are drawn in. Each tone has a light and a dark
 * value chosen through CSS `light-dark()`, which follows the `color-scheme` the
 * theme sets on <html>, so one inline value reads well in both themes.
 */

import { tagColors } from '@common/schemas/notes';

export const chartTones = [...tagColors, 'primary'] as const;
export type ChartTone = (typeof chartTones)[number];

const toneValues: Record<ChartTone, string> = {
  violet: 'light-dark(#7c3aed, #a78bfa)',
  blue: 'light-dark(#2563eb, #60a5fa)',
  green: 'light-dark(#16a34a, #4ade80)',
  amber: 'light-dark(#b45309, #fbbf24)',
  red: 'light-dark(#dc2626, #f87171)',
  pink: 'light-dark(#db2777, #f472b6)',
  teal: 'light-dark(#0f766e, #2dd4bf)',
  gray: 'light-dark(#57534e, #a8a29e)',
  primary: 'var(--primary)',
};

/** A CSS colour for a tone (usable in `style`, `fill` or `color-mix`). */
export function toneColor(tone: ChartTone): string {
  return toneValues[tone];
}

/** The share of the tone in each level 1–4 of a heat-map (level 0 is empty). */
export const levelShares = [0, 30, 55, 78, 100] as const;

/** The colour of heat-map level 1–4 in a tone, see-through so any background shows. */
export function levelColor(toneCss: string, level: number): string {
  if (level <= 0) return 'color-mix(in srgb, var(--foreground) 9%, transparent)';
  const share = levelShares[Math.min(level, 4)];
  return `color-mix(in srgb, ${toneCss} ${share}%, transparent)`;
}
