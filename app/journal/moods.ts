import { MOOD_WORDS } from '@common/schemas/journal';
import { Angry, Frown, Laugh, Meh, Smile } from 'lucide-react';

/**
 * Faces for moods 1–5, shown beside the words (which carry the meaning).
 * Icons, not emoji: every device draws them alike, and they take the text colour.
 */
export const MOOD_FACES = [Angry, Frown, Meh, Smile, Laugh] as const;

/**
 * Colours for moods 1–5, red through green, mid-light so they read on the
 * light and the dark theme alike.
 */
export const MOOD_COLORS = [
  'oklch(0.62 0.19 25)',
  'oklch(0.7 0.15 55)',
  'oklch(0.78 0.13 90)',
  'oklch(0.72 0.15 140)',
  'oklch(0.65 0.14 165)',
] as const;

/** The word for a mood level (1–5). */
export function moodWord(mood: number): string {
  return MOOD_WORDS[mood - 1] ?? '';
}

export function moodColor(mood: number): string {
  return MOOD_COLORS[mood - 1] ?? 'transparent';
}
