import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TemplateCard } from '@app/content/templates.server';
import { dedicatedScreens, type DedicatedScreen } from './dedicatedScreens';
import { UseTemplateButton } from './UseTemplateButton';

const categoryNames: Record<TemplateCard['category'], string> = {
  journal: 'Journal',
  study: 'Study',
  work: 'Work',
  writing: 'Writing',
  personal: 'Personal',
};

/**
 * Preview text styles: the template as it will look in a note, shrunk. The
 * preview is inert (out of the tab order and the accessibility tree): the
 * card's name and description already say what it is.
 */
const previewClass = [
  'pointer-events-none h-56 overflow-hidden p-4 text-[0.8rem] leading-5 text-foreground select-none',
  '[&_.preview-heading]:mt-3 [&_.preview-heading]:font-semibold [&_.preview-h1]:text-base [&_.preview-h2]:text-sm',
  '[&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-4 [&_ol]:list-decimal [&_ol]:pl-4 [&_li]:my-0.5',
  '[&_table]:my-2 [&_table]:w-full [&_td]:border [&_td]:border-border [&_td]:px-1 [&_th]:border [&_th]:border-border [&_th]:px-1',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-primary/40 [&_blockquote]:pl-2 [&_em]:text-muted-foreground',
].join(' ');

/** Every built-in template as a card: name, category, description, preview and the button. */
export function TemplateGallery({ templates }: { templates: TemplateCard[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {templates.map((template) => {
        const screen = dedicatedScreens[template.slug];
        return (
          <li key={template.slug}>
            <article
              aria-labelledby={`template-${template.slug}`}
              className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
            >
              <div className="relative border-b border-border bg-background">
                <div
                  inert
                  className={previewClass}
                  dangerouslySetInnerHTML={{ __html: template.previewHtml }}
                />
                <div className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-background to-transparent" />
              </div>
              <div className="flex flex-1 flex-col gap-3 p-5">
                <p className="text-xs font-semibold tracking-wide text-primary uppercase">
                  {categoryNames[template.category]}
                </p>
                <h2 id={`template-${template.slug}`} className="text-lg font-semibold">
                  {template.name}
                </h2>
                <p className="flex-1 text-sm text-muted-foreground">{template.description}</p>
                {screen && <DedicatedScreenNote screen={screen} />}
                <UseTemplateButton slug={template.slug} name={template.name} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Points from a template to the screen that does its job (the journal, the
 * habit tracker). A plain link: signed in, it opens the screen; a visitor is
 * sent to sign in and comes back to it.
 */
function DedicatedScreenNote({ screen }: { screen: DedicatedScreen }) {
  return (
    <div className="rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
      <p>{screen.text}</p>
      <Link
        to={screen.path}
        className="mt-2 inline-flex items-center gap-1 rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {screen.linkText}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
