/**
 * What the one plan holds, as /pricing lists it. A `planned` item is on the
 * roadmap, not in the app, and the page says so beside it (as the FAQ does);
 * when it ships, the flag goes and the changelog says so.
 */
export interface PlanItem {
  item: string;
  planned?: true;
}

export const planIncludes: PlanItem[] = [
  { item: 'Unlimited notes, tags and templates' },
  {
    item: 'A daily journal: one entry per day, with a prompt, mood, gratitude, “On this day” and streaks that allow rest days',
  },
  { item: 'A habit tracker with a strength score, streaks, a year of check-ins and CSV export' },
  { item: 'A timeline of everything you wrote, and focus mode' },
  { item: 'Instant search and live sync on every device' },
  {
    item: 'Offline first: install Inkling from your browser on a computer or phone, and it opens with no connection, with your recent notes, search, the journal and habits; changes sync when you reconnect',
  },
  {
    item: 'Version history for every note: saved after a pause in editing, before a restore or an AI rewrite, and on demand; kept 90 days, and the last 50 of each note always',
  },
  { item: 'Read-only share links, with an expiry date and a password if you want them' },
  { item: 'Export to Markdown, PDF and plain text, or your whole account as a ZIP' },
  { item: 'Import from Evernote, Obsidian and Notion, or Markdown, text and HTML files' },
  {
    item: 'An AI assistant that writes formatted notes from a chat, AI actions inside a note (summarise, improve writing, translate, suggest a title and tags) and answers from your own notes: 3 AI uses a day without a subscription, unlimited within fair use with one',
  },
  {
    item: 'Photo to note: printed text read from your photos on Inkling’s own server, the photo kept in the note',
  },
  {
    item: 'Voice notes recorded or uploaded, played in the note, with a searchable transcript where a transcription model is set up (one AI use per recording)',
  },
];
