import {
  Link2,
  Maximize2,
  MessageSquareText,
  WandSparkles,
  CalendarDays,
  LayoutTemplate,
  NotebookPen,
  Sprout,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@app/lib/cn';
import { InDevelopment } from './InDevelopment';
import { Screenshot, type ScreenshotName } from './Screenshot';
import { SectionHeading } from './SectionHeading';
import { ShowcaseSketch } from './ShowcaseSketches';

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
    text: 'Ask a question or describe a document; the answer streams in as formatted text and becomes a note in one click, not a chat log you will never find again.',
    points: [
      'Study guides, plans, checklists and drafts, with headings, lists and tables',
      'Save as note, then Share: a copied link in three clicks',
      'Free plan: 3 AI uses a day; an answer that fails or that you stop uses none',
    ],
  },
  {
    id: 'ai-note',
    icon: WandSparkles,
    title: 'AI inside the note you are writing',
    text: 'Select a paragraph, or type /ai, and ask AI to summarise it, continue or improve the writing, fix spelling and grammar, make a checklist or translate it.',
    points: [
      'The result shows in a preview; nothing changes until you accept it',
      'One undo takes an accepted result back out',
      'A title and tags suggested from the tags you already use',
    ],
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
    id: 'journal',
    icon: NotebookPen,
    title: 'A journal with one page a day',
    text: 'Journal opens on today’s page with a prompt to start from. Note how you feel and three things you are grateful for, and the month calendar fills in as you write.',
    points: [
      'Days in your time zone, starting at 4 am unless you choose otherwise, so a late night counts for the day before',
      '“On this day” brings back the same date in earlier years',
      'Streaks that allow rest days, a year of moods at a glance, and a quiet daily reminder',
    ],
  },
  {
    id: 'habits',
    icon: Sprout,
    title: 'Habits that survive a day off',
    text: 'Track what you want to do every day, a few times a week or on chosen weekdays, and what you want to cut down. Check in with one tap, or fill in past days from a grid.',
    points: [
      'Skip a day for a holiday or an illness, or pause a habit, and its streak waits for you',
      'Strength as Loop Habit Tracker scores it, with current and best streaks',
      'See how your mood goes on the days you keep a habit',
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
