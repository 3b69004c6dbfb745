import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { cn } from '@app/lib/cn';

/** A path of this app ("/note/…"), followed without reloading the page. */
const isAppPath = (href: string | undefined): boolean =>
  href !== undefined && href.startsWith('/') && !href.startsWith('//');

const linkClass = 'font-medium text-primary underline underline-offset-2';

/** Every link: rel="noopener noreferrer"; other sites in a new tab, the app's own paths in place. */
function MarkdownLink({
  href,
  children,
  node: _node,
  ...props
}: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (isAppPath(href))
    return (
      <Link {...props} to={href ?? '/'} className={linkClass} rel="noopener noreferrer">
        {children}
      </Link>
    );
  return (
    <a
      {...props}
      href={href}
      className={linkClass}
      rel="noopener noreferrer"
      target={href?.startsWith('#') ? undefined : '_blank'}
    >
      {children}
    </a>
  );
}

/**
 * Each element with the app's look. Tables and code blocks scroll inside
 * their own box so a wide one never widens the page on a phone. Images are
 * shown as links to them: an answer must not make the browser fetch from
 * addresses the model chose.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => (
    <h2 className="mt-5 mb-2 text-xl font-semibold first:mt-0" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h3 className="mt-5 mb-2 text-lg font-semibold first:mt-0" {...props} />
  ),
  h3: ({ node: _node, ...props }) => (
    <h4 className="mt-4 mb-1.5 font-semibold first:mt-0" {...props} />
  ),
  h4: ({ node: _node, ...props }) => (
    <h5 className="mt-3 mb-1 font-semibold first:mt-0" {...props} />
  ),
  h5: ({ node: _node, ...props }) => (
    <h6 className="mt-3 mb-1 font-semibold first:mt-0" {...props} />
  ),
  h6: ({ node: _node, ...props }) => (
    <h6 className="mt-3 mb-1 font-semibold first:mt-0" {...props} />
  ),
  p: ({ node: _node, ...props }) => (
    <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...props} />
  ),
  ul: ({ node: _node, className, ...props }) => (
    <ul
      className={cn(
        'my-2 list-disc pl-6',
        className?.includes('contains-task-list') && 'list-none pl-1',
        className,
      )}
      {...props}
    />
  ),
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal pl-6" {...props} />,
  li: ({ node: _node, ...props }) => <li className="my-0.5" {...props} />,
  // A task list's box: read only, named by its state (the item's words follow it).
  input: ({ node: _node, checked, ...props }) => (
    <input
      {...props}
      checked={checked}
      aria-label={checked ? 'Done' : 'To do'}
      className="mr-1.5 align-middle"
    />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-2 border-l-4 border-border pl-3 text-muted-foreground" {...props} />
  ),
  a: MarkdownLink,
  img: ({ src, alt }) =>
    typeof src === 'string' ? (
      <MarkdownLink href={src}>{alt || src}</MarkdownLink>
    ) : (
      <span>{alt}</span>
    ),
  pre: ({ node: _node, ...props }) => (
    <pre className="my-2 overflow-x-auto rounded-lg bg-muted p-3 text-sm" {...props} />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code
      className={cn('rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]', className)}
      {...props}
    />
  ),
  table: ({ node: _node, ...props }) => (
    <div
      className="my-3 max-w-full overflow-x-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label="Table"
    >
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th
      className="border-b border-border bg-muted px-3 py-1.5 text-left font-semibold"
      {...props}
    />
  ),
  td: ({ node: _node, ...props }) => (
    <td className="border-t border-border px-3 py-1.5 align-top" {...props} />
  ),
  hr: () => <hr className="my-4 border-border" />,
};

/**
 * Markdown from a model, rendered safely: GitHub's flavour (tables, task
 * lists, strikethrough), no raw HTML at all (skipped, never injected),
 * dangerous link schemes dropped (react-markdown's default URL check), and
 * every link with rel="noopener noreferrer". Loaded in its own chunk through
 * `Markdown.tsx`.
 */
export default function MarkdownRenderer({
  children,
  className,
}: {
  children: string;
  className?: string | undefined;
}) {
  return (
    <div className={cn('min-w-0 break-words', className)} data-testid="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
