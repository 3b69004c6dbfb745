/**
 * Long-form text styles for Markdown rendered at build time (no typography
 * plugin: these few rules are all the content uses). Links are underlined,
 * not only coloured, so they stand out without colour too.
 */
const proseClass = [
  'max-w-[70ch] text-base leading-7 text-foreground',
  '[&_p]:my-4 [&_ul]:my-4 [&_ol]:my-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a]:rounded-sm',
  '[&_strong]:font-semibold [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-10 [&_hr]:border-border [&_img]:rounded-lg',
  '[&_.table-scroll]:my-6 [&_.table-scroll]:overflow-x-auto [&_table]:w-full [&_table]:text-sm',
  '[&_th]:border-b [&_th]:border-border [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-border [&_td]:p-2',
  '[&_input]:mr-2',
].join(' ');

/** Trusted HTML from our own content/ Markdown, rendered by a route's loader. */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div className={`${proseClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
