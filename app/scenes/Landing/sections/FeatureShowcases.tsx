import {
  Link2,
  Maximize2,
  MessageSquareText,
  CalendarDays,
  LayoutTemplate,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@app/lib/cn';
import { InDevelopment } from './InDevelopment';
import { Screenshot, type ScreenshotName } from './Screenshot';
import { SectionHeading } from './SectionHeading';

export interface Showcase {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
  /** The real app on screen; without one, a sketch in the app's style stands in. */
  screenshot?: ScreenshotName;
  inDevelopment?: boolean;
}

/** Exported for the test that keeps the site's claims true (content/siteClaims.test.ts). */
export const showcases: Showcase[] = [
  {
    id: 'ai-chat',
    icon: MessageSquareText,
    title: 'AI chat that writes into your notebook',
    text: 'Ask a question or describe a document; the answer becomes a formatted note, not a chat log you will never find again.',
    points: [
      'Summaries, study guides, plans and drafts',
      'Saved, tagged and searchable',
      'Free plan: 3 AI uses a day',
    ],
    inDevelopment: true,
  },
  {
    id: 'sharing',
    icon: Link2,
    title: 'Share with one click',
    text: 'Turn any note into a read-only link for a classmate, a client or your future self, and switch it off again in one click.',
    points: [
      'Nothing to install and no account needed to read it',
      'An expiry date or a password if you want one; revoke any link on its own',
      'Export to Markdown, PDF or plain text; import from Evernote, Obsidian or Notion',
    ],
  },
  {
    id: 'focus',
    icon: Maximize2,
    title: 'Focus mode',
    text: 'One keystroke hides everything but your words: a calm, centred page with a session timer and a word count.',
    points: [
      'Ctrl+Shift+F or ⌘⇧F, Esc to leave',
      'Optional typewriter scrolling',
      'Saves as you type, online or offline',
    ],
    screenshot: 'focus-mode',
  },
  {
    id: 'timeline',
    icon: CalendarDays,
    title: 'A timeline of everything you wrote',
    text: 'Your notes by the day you wrote them, grouped under months. Jump to any date to see what you were thinking.',
    points: [
      'Endless scroll back in time',
      'Jump to a date',
      'Great for journals and lab notebooks',
    ],
    screenshot: 'timeline',
  },
  {
    id: 'templates',
    icon: LayoutTemplate,
    title: 'Templates for the notes you write every week',
    text: 'Meeting notes, lecture notes, a daily journal, a weekly review and more: start with the structure already there.',
    points: [
      'Twelve templates built in',
      'Save any note as your own template',
      'Journal, study, work, writing, personal',
    ],
    screenshot: 'templates',
  },
];

/** One row per feature, text beside the real screen, alternating sides. */
export function FeatureShowcases() {
  return (
    <section aria-labelledby="showcase-title" className="mx-auto max-w-6xl px-4 py-20">
      <SectionHeading
        id="showcase-title"
        eyebrow="Features"
        title="Everything a note needs, nothing in the way"
      />
      <div className="mt-16 grid gap-20">
        {showcases.map((showcase, index) => (
          <article
            key={showcase.id}
            aria-labelledby={`showcase-${showcase.id}`}
            className="grid items-center gap-10 lg:grid-cols-2"
          >
            <div className={cn(index % 2 === 1 && 'lg:order-2')}>
              <showcase.icon className="size-7 text-primary" aria-hidden />
              <h3 id={`showcase-${showcase.id}`} className="mt-4 text-2xl font-bold tracking-tight">
                {showcase.title}
              </h3>
              {showcase.inDevelopment && <InDevelopment className="mt-2" />}
              <p className="mt-3 text-muted-foreground">{showcase.text}</p>
              <ul className="mt-5 grid gap-2 text-sm">
                {showcase.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            {showcase.screenshot ? (
              <Screenshot
                name={showcase.screenshot}
                className="h-auto w-full rounded-xl border border-border shadow-xl"
              />
            ) : (
              <ShowcaseSketch id={showcase.id} />
            )}
          </article>
        ))}
      </div>
    </section>
  );
}

/** A feature without a screenshot, drawn in the app's own style (no stock art). */
function ShowcaseSketch({ id }: { id: string }) {
  if (id === 'ai-chat') {
    return (
      <div aria-hidden className="grid gap-3 rounded-xl border border-border bg-card p-6 shadow-xl">
        <p className="ml-auto max-w-xs rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm text-primary-foreground">
          Make a study guide from my notes on photosynthesis
        </p>
        <div className="max-w-sm rounded-2xl rounded-bl-sm bg-muted px-4 py-3 text-sm">
          <p className="font-semibold">Photosynthesis — study guide</p>
          <p className="mt-1 text-muted-foreground">
            Key terms · Light reactions · Calvin cycle · 8 practice questions
          </p>
        </div>
      </div>
    );
  }
  return (
    <div aria-hidden className="rounded-xl border border-border bg-card p-6 shadow-xl">
      <p className="text-sm font-semibold">Share “Lisbon, 4 days in May”</p>
      <p className="mt-3 truncate rounded-lg border border-input bg-background px-3 py-2 font-mono text-xs">
        …/share/7f3c9a
      </p>
      <p className="mt-3 text-xs text-muted-foreground">
        Anyone with the link can read · Revoke any time
      </p>
    </div>
  );
}
