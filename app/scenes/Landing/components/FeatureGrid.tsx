import type { LucideIcon } from 'lucide-react';
import {
  BookHeart,
  Camera,
  CalendarCheck,
  MessageCircleQuestion,
  Mic,
  Search,
  Share2,
  WifiOff,
} from 'lucide-react';
import { InDevelopment } from '../sections/InDevelopment';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  /** On the roadmap, not in the app yet: marked so, never sold as available. */
  inDevelopment?: true;
}

/** Exported for the test that keeps the site's claims true (content/siteClaims.test.ts). */
export const features: Feature[] = [
  {
    icon: Search,
    title: 'Instant search',
    text: 'Every word of every note, found as you type, even a word inside a longer one.',
  },
  {
    icon: WifiOff,
    title: 'Offline first',
    text: 'Install Inkling from your browser and it opens with no connection, with your recent notes, search, the journal and habits. Changes sync on reconnect without overwriting each other, and version history brings back a note’s earlier text.',
  },
  {
    icon: BookHeart,
    title: 'Daily journal',
    text: 'One entry per day, with a prompt, your mood and three lines of gratitude. Look back with “On this day”, and keep a streak that allows rest days.',
  },
  {
    icon: CalendarCheck,
    title: 'Habit tracker',
    text: 'Habits to build and habits to cut down, checked in with one tap, with a strength score, streaks and a year of check-ins.',
  },
  {
    icon: Camera,
    title: 'Photo to note',
    text: 'Photograph a printed page or a handout and get its text as a note you can edit and search, with the photo kept beside it. Read on Inkling’s own server; handwriting is not read reliably.',
  },
  {
    icon: Mic,
    title: 'Voice notes',
    text: 'Record a thought or upload an audio file, and play it back in the note at up to 2× speed. Where a transcription model is set up, a searchable transcript follows, its timestamps jumping the player.',
  },
  {
    icon: Share2,
    title: 'Sharing and export',
    text: 'Send a read-only link to any note and revoke it whenever you like. Download a note as Markdown, PDF or plain text, or your whole account as a ZIP, and import notes from Evernote, Obsidian or Notion.',
  },
  {
    icon: MessageCircleQuestion,
    title: 'Ask your notes',
    text: 'Ask a question and get an answer from your own notes alone, with links to the notes it used. Search by meaning and related notes bring back what you forgot you wrote.',
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="border-t border-border bg-muted/50 py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
          Everything a note needs, nothing in the way
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text, inDevelopment }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6">
              <Icon className="size-6 text-primary" aria-hidden />
              <h3 className="mt-4 font-semibold">{title}</h3>
              {inDevelopment && <InDevelopment className="mt-2" />}
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
