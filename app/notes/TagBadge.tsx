import { tagColors } from '@common/schemas/notes';
import type { ComponentProps } from 'react';
import { cn } from '@app/lib/cn';

type TagColor = (typeof tagColors)[number];

/** Each tag colour in both themes, chosen for WCAG AA contrast of the label on its chip. */
const chipClasses: Record<TagColor, string> = {
  violet: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  green: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  pink: 'bg-pink-100 text-pink-900 dark:bg-pink-950 dark:text-pink-200',
  teal: 'bg-teal-100 text-teal-900 dark:bg-teal-950 dark:text-teal-200',
  gray: 'bg-stone-200 text-stone-900 dark:bg-stone-800 dark:text-stone-100',
};

/** A swatch of the tag colour (for colour pickers and dots). */
export const swatchClasses: Record<TagColor, string> = {
  violet: 'bg-violet-500',
  blue: 'bg-blue-500',
  green: 'bg-green-500',
  amber: 'bg-amber-500',
  red: 'bg-red-500',
  pink: 'bg-pink-500',
  teal: 'bg-teal-500',
  gray: 'bg-stone-500',
};

const isTagColor = (color: string): color is TagColor =>
  (tagColors as readonly string[]).includes(color);

export const tagChipClass = (color: string) => chipClasses[isTagColor(color) ? color : 'gray'];

/** A tag's name on its colour. */
export function TagBadge({
  name,
  color,
  className,
  ...props
}: { name: string; color: string } & ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex max-w-48 items-center truncate rounded-full px-2 py-0.5 text-xs font-medium',
        tagChipClass(color),
        className,
      )}
      {...props}
    >
      {name}
    </span>
  );
}
