import { lazy, Suspense } from 'react';
import { cn } from '@app/lib/cn';

const MarkdownRenderer = lazy(() => import('./MarkdownRenderer'));

export interface MarkdownProps {
  /** The Markdown text (a model's answer, possibly still arriving). */
  children: string;
  className?: string | undefined;
}

/**
 * A model's Markdown answer, formatted. The renderer (react-markdown and its
 * GFM plugin, about 50 KB gzip) is its own chunk, fetched the first time an answer
 * shows; until then the text shows as written.
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <Suspense
      fallback={<div className={cn('break-words whitespace-pre-wrap', className)}>{children}</div>}
    >
      <MarkdownRenderer className={className}>{children}</MarkdownRenderer>
    </Suspense>
  );
}

/** Starts fetching the renderer's chunk (when a screen knows an answer is coming). */
export function preloadMarkdown() {
  void import('./MarkdownRenderer');
}
