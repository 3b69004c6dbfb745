import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No class merging (tailwind-merge costs ~8 KB gzip on
 * every public page): components expose variants, and callers add classes
 * that do not fight the base ones (margins, widths) rather than override them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
