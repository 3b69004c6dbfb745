import { type alternativeApps } from '@common/routes';
import { type Competitor } from '@common/schemas/content';

/**
 * The comparison and alternative pages' data. Every competitor carries the
 * same feature rows in the same order (the tables line up across pages).
 *
 * Inkling's column describes what ships today, not the roadmap: a feature
 * that is planned but not in the app is 'no' (or 'partial' when part of it
 * exists), with a note saying so. Competitors' facts and prices come from
 * the sources named in `pricing`; anything we could not confirm says so in
 * the text instead of guessing. Re-check prices before each release.
 */

type Support = Competitor['features'][number]['inkling'];

interface InklingRow {
  feature: string;
  inkling: Support;
  /** What Inkling does today, in a few words. */
  inklingNote: string;
}

/** The rows, in order, with Inkling's side of each. */
const inklingRows = [
  {
    feature: 'Rich-text editor with Markdown shortcuts',
    inkling: 'yes',
    inklingNote:
      'Headings, lists, checklists, tables, code with highlighting and images; type Markdown or press / for a menu',
  },
  {
    feature: 'Tags',
    inkling: 'yes',
    inklingNote: 'Coloured tags you can rename, merge and filter by',
  },
  {
    feature: 'Full-text search',
    inkling: 'yes',
    inklingNote:
      'Titles, text and tag names as you type, with exact phrases, excluded words and typos forgiven',
  },
  {
    feature: 'Offline editing',
    inkling: 'yes',
    inklingNote:
      'The app opens with no connection on a device you have used it on, with your latest 500 notes (a setting) and every note you opened, and search; notes, tags, the journal and habit check-ins made offline sync on reconnect, and edits to one note from two devices merge',
  },
  {
    feature: 'Live sync across devices',
    inkling: 'yes',
    inklingNote: 'Edits appear on your other signed-in devices as you type',
  },
  {
    feature: 'Version history',
    inkling: 'yes',
    inklingNote:
      'Versions saved after a pause in editing, before a restore or an AI rewrite, and on demand, each compared with the current text; a restore can itself be undone; kept 90 days, and the last 50 of each note always',
  },
  {
    feature: 'Templates',
    inkling: 'yes',
    inklingNote: 'Twelve built-in templates, and any note can be saved as your own',
  },
  {
    feature: 'Focus mode',
    inkling: 'yes',
    inklingNote: 'Ctrl+Shift+F (⌘⇧F) hides everything but the note',
  },
  {
    feature: 'Timeline view',
    inkling: 'yes',
    inklingNote: 'Notes grouped by the day and month you wrote them, with jump to a date',
  },
  {
    feature: 'Daily journal',
    inkling: 'yes',
    inklingNote:
      'One entry per day, in your time zone, with a daily prompt, three lines of gratitude, a month calendar and streaks that allow rest days; past days can be written later',
  },
  {
    feature: 'Mood tracking',
    inkling: 'yes',
    inklingNote:
      'Mood in five levels on each entry, charted over a week, a month or a year, and compared on days a habit was done and days it was not',
  },
  {
    feature: 'Habit tracker',
    inkling: 'yes',
    inklingNote:
      'Daily, weekly or chosen-weekday habits and habits to cut down, with a strength score, streaks, skip days, a year of check-ins and CSV export',
  },
  {
    feature: 'On this day',
    inkling: 'yes',
    inklingNote: 'The same date in earlier years, in the journal and on the dashboard',
  },
  {
    feature: 'AI assistant',
    inkling: 'yes',
    inklingNote:
      'A chat that turns a request into a formatted note and a share link, AI actions inside a note (summarise, rewrite, translate, titles and tags), and answers from your own notes with links to them, on the hosted or local model the operator chooses',
  },
  {
    feature: 'Photo to text (OCR)',
    inkling: 'yes',
    inklingNote:
      'Printed and typed text in photos is read on Inkling’s own server and kept as editable text below the photo, found by search; several photos at once; handwriting is not read reliably',
  },
  {
    feature: 'Voice notes',
    inkling: 'yes',
    inklingNote:
      'Record in the app or upload an audio file, played in the note at up to 2× speed, with a searchable transcript whose timestamps move the player when the operator sets a transcription model; live dictation where the browser offers it',
  },
  {
    feature: 'Public share links',
    inkling: 'yes',
    inklingNote:
      'Read-only links to a note, each with an optional expiry date and password, that anyone can open without an account; revoke any link on its own',
  },
  {
    feature: 'Export',
    inkling: 'yes',
    inklingNote:
      'A note as Markdown, PDF or plain text, or the whole account as a ZIP of Markdown files with their attachments',
  },
  {
    feature: 'Web app',
    inkling: 'yes',
    inklingNote:
      'Runs in any modern browser, and installs from it on a computer or phone to open in its own window',
  },
] as const satisfies readonly InklingRow[];

type FeatureName = (typeof inklingRows)[number]['feature'];

/** One competitor's side of every row, keyed by feature so none can be missed or reordered. */
type TheirSide = Record<FeatureName, { them: Support; note: string }>;

function featureTable(them: TheirSide): Competitor['features'] {
  return inklingRows.map((row) => ({
    feature: row.feature,
    inkling: row.inkling,
    them: them[row.feature].them,
    note: `Inkling: ${row.inklingNote}. ${them[row.feature].note}.`,
  }));
}

export const competitors: Competitor[] = [
  {
    slug: 'notion',
    name: 'Notion',
    maker: 'Notion Labs',
    summary:
      'Notion is an all-in-one workspace: pages built from blocks, databases with table, board, calendar and timeline views, wikis and project tracking, with Notion AI built in. It is at its best when a team wants notes, documents and lightweight project management in one shared place and is willing to spend time designing its own structure.',
    pricing: {
      free: 'Free plan for individuals, with a 7-day page history, a 5 MB file upload limit and a trial of Notion AI',
      paid: 'Plus from $10 per member a month billed yearly ($12 billed monthly). Business and Enterprise: see Notion’s pricing page, as the sources we checked disagreed on the current Business price',
      checked: '2026-03',
      source: 'https://www.notion.com/pricing',
    },
    suitsBetter: [
      'Teams who want shared wikis, databases and project boards in one tool',
      'People who enjoy building their own system from databases, relations and views',
      'Teams who want AI working across a shared workspace of pages and databases',
    ],
    inklingSuitsBetter: [
      'People who want to open the app and write, without designing a workspace first',
      'Anyone who wants one simple price: $1 a month after a 7-day free trial, with every feature',
      'Writers who want a distraction-free focus mode and a timeline of what they wrote when',
      'People who want to run their own copy: Inkling can be self-hosted',
      'People who want a daily journal and a habit tracker ready to use, not built from databases first',
      'People who want to choose which AI model reads their notes, even one on their own server, by hosting their own copy of Inkling',
    ],
    features: featureTable({
      'Rich-text editor with Markdown shortcuts': {
        them: 'yes',
        note: 'Notion: block editor with Markdown shortcuts and a / menu',
      },
      Tags: {
        them: 'partial',
        note: 'Notion: tag-like multi-select properties on database pages, not on ordinary pages',
      },
      'Full-text search': { them: 'yes', note: 'Notion: workspace search' },
      'Offline editing': {
        them: 'partial',
        note: 'Notion: pages marked “Available offline” in the desktop and mobile apps, not in a browser',
      },
      'Live sync across devices': {
        them: 'yes',
        note: 'Notion: syncs across devices and collaborators',
      },
      'Version history': {
        them: 'yes',
        note: 'Notion: page history, kept 7 days on the Free plan and longer on paid plans',
      },
      Templates: { them: 'yes', note: 'Notion: a large template gallery' },
      'Focus mode': {
        them: 'partial',
        note: 'Notion: no dedicated focus mode that we could confirm; the sidebar can be hidden',
      },
      'Timeline view': {
        them: 'partial',
        note: 'Notion: timeline and calendar views for databases you set up, not for all notes',
      },
      'Daily journal': {
        them: 'partial',
        note: 'Notion: possible with a template or a database you build',
      },
      'Mood tracking': {
        them: 'partial',
        note: 'Notion: possible with a property in a journal database you build',
      },
      'Habit tracker': {
        them: 'partial',
        note: 'Notion: possible with checkbox properties in a database you build, or a template',
      },
      'On this day': { them: 'no', note: 'Notion: not built in that we could confirm' },
      'AI assistant': {
        them: 'yes',
        note: 'Notion: Notion AI; on the Free plan only as a trial',
      },
      'Photo to text (OCR)': {
        them: 'no',
        note: 'Notion: no built-in photo-to-text that we could confirm',
      },
      'Voice notes': {
        them: 'no',
        note: 'Notion: no built-in voice memo that we could confirm; check Notion’s site',
      },
      'Public share links': { them: 'yes', note: 'Notion: publish a page to the web' },
      Export: { them: 'yes', note: 'Notion: Markdown, HTML and PDF' },
      'Web app': { them: 'yes', note: 'Notion: web, desktop and mobile apps' },
    }),
    students:
      'Notion gives students a lot of power: a database of assignments with due dates, a page per course and a shared page for group projects, and its Plus plan has been free for individual students who sign up with a school e-mail address (check Notion’s education page for the current terms). The price of that power is set-up time, and some students spend more time building the system than using it. Inkling starts simpler: a lecture-notes template in the Cornell layout, tags per course, instant search before an exam and a timeline of what you wrote each day, photo to note for printed handouts and voice notes with transcripts for explanations you want to hear again, for $1 a month after the free week.',
  },
  {
    slug: 'evernote',
    name: 'Evernote',
    maker: 'Bending Spoons',
    summary:
      'Evernote is one of the longest-running note apps: notebooks and tags, a web clipper, templates, tasks, and search that also finds text inside images and PDFs. It suits people who collect a lot of material (receipts, articles, scanned documents) and want one searchable archive for all of it.',
    pricing: {
      free: 'A free plan with tight limits; see Evernote’s site for the current ones',
      paid: 'Personal, Professional and Teams plans, billed monthly or yearly. We could not confirm current US prices from a dated source; see Evernote’s site',
      checked: '2026-11',
      source: 'https://evernote.com/compare-plans',
    },
    suitsBetter: [
      'People with a large archive of scanned documents, receipts and web clippings',
      'Anyone who relies on search inside images and PDFs today',
      'Users who clip many web pages with a browser extension',
    ],
    inklingSuitsBetter: [
      'People who mostly write rather than file, and want a fast, uncluttered editor',
      'Anyone who wants every feature for $1 a month after a 7-day free trial',
      'Writers and journallers who want focus mode and a timeline of their notes',
      'People who want to self-host their notes',
      'Journallers who want one entry a day with a prompt, mood and streaks that allow rest days',
    ],
    features: featureTable({
      'Rich-text editor with Markdown shortcuts': {
        them: 'partial',
        note: 'Evernote: rich-text editor; Markdown support is limited',
      },
      Tags: { them: 'yes', note: 'Evernote: tags and notebooks' },
      'Full-text search': {
        them: 'yes',
        note: 'Evernote: search includes text found in images and PDFs',
      },
      'Offline editing': {
        them: 'partial',
        note: 'Evernote: offline notebooks in the apps on paid plans',
      },
      'Live sync across devices': {
        them: 'yes',
        note: 'Evernote: syncs across devices; check the free plan’s limits',
      },
      'Version history': { them: 'partial', note: 'Evernote: note history on paid plans' },
      Templates: { them: 'yes', note: 'Evernote: built-in and custom templates' },
      'Focus mode': {
        them: 'no',
        note: 'Evernote: no dedicated focus mode that we could confirm',
      },
      'Timeline view': {
        them: 'no',
        note: 'Evernote: notes sort by date, but there is no timeline',
      },
      'Daily journal': { them: 'partial', note: 'Evernote: possible with a template' },
      'Mood tracking': { them: 'no', note: 'Evernote: not built in that we could confirm' },
      'Habit tracker': {
        them: 'partial',
        note: 'Evernote: possible with a table or a template; no built-in tracker that we could confirm',
      },
      'On this day': { them: 'no', note: 'Evernote: not built in that we could confirm' },
      'AI assistant': {
        them: 'partial',
        note: 'Evernote: AI-powered search, which asks before sending notes to the AI model',
      },
      'Photo to text (OCR)': {
        them: 'yes',
        note: 'Evernote: text in images and scans becomes searchable',
      },
      'Voice notes': { them: 'yes', note: 'Evernote: audio recordings in notes' },
      'Public share links': { them: 'yes', note: 'Evernote: share a note by link' },
      Export: {
        them: 'partial',
        note: 'Evernote: its own ENEX format and HTML from the desktop app',
      },
      'Web app': { them: 'yes', note: 'Evernote: web, desktop and mobile apps' },
    }),
    students:
      'Evernote’s strength for students is capture: photograph a handout or a whiteboard and its search will find the words in it later, and the web clipper saves sources for essays. The free plan is tightly limited, though, and the paid plans cost several times Inkling’s price (see Evernote’s site for current figures). If most of your study notes are typed in lectures and reviewed before exams, Inkling’s Cornell-style lecture template, study-guide template, tags per course and instant search cover that for $1 a month after the free week. Inkling’s photo to note reads printed handouts and book pages into notes you can search, on its own server, but it does not read handwriting reliably, so for photographed handwritten notes Evernote is the stronger choice.',
  },
  {
    slug: 'apple-notes',
    name: 'Apple Notes',
    maker: 'Apple',
    summary:
      'Apple Notes comes with every iPhone, iPad and Mac. It is quick to open, syncs through iCloud, scans documents, records audio, handles handwriting with Apple Pencil, and organises notes with folders, tags and smart folders. For people who live entirely on Apple devices it is a capable, free default.',
    pricing: {
      free: 'Free on Apple devices with an Apple Account; notes sync through iCloud, which includes a small amount of free storage',
      paid: 'No charge for Notes itself; more iCloud storage comes with iCloud+ (see Apple’s site for prices)',
      checked: '2026-08',
      source: 'https://www.apple.com/icloud/',
    },
    suitsBetter: [
      'People who use only Apple devices and want nothing extra to install',
      'Anyone who handwrites with Apple Pencil or scans paper often',
      'People who want a free app and are happy with folders and a simple editor',
    ],
    inklingSuitsBetter: [
      'People who switch between Windows, Android, Linux and Apple devices',
      'Anyone who wants Markdown shortcuts, templates, a timeline and focus mode',
      'Writers and students who want the same full app in any browser',
      'People who want a daily journal and a habit tracker beside their notes, on any device',
    ],
    features: featureTable({
      'Rich-text editor with Markdown shortcuts': {
        them: 'partial',
        note: 'Apple Notes: rich text, checklists and tables, but no Markdown shortcuts',
      },
      Tags: { them: 'yes', note: 'Apple Notes: #tags and smart folders' },
      'Full-text search': {
        them: 'yes',
        note: 'Apple Notes: search includes handwriting and scanned documents',
      },
      'Offline editing': { them: 'yes', note: 'Apple Notes: notes live on the device' },
      'Live sync across devices': {
        them: 'yes',
        note: 'Apple Notes: through iCloud, across Apple devices and iCloud.com',
      },
      'Version history': { them: 'no', note: 'Apple Notes: no version history' },
      Templates: { them: 'no', note: 'Apple Notes: no templates' },
      'Focus mode': { them: 'no', note: 'Apple Notes: no dedicated focus mode' },
      'Timeline view': { them: 'no', note: 'Apple Notes: no timeline view' },
      'Daily journal': {
        them: 'no',
        note: 'Apple Notes: none; Apple offers a separate Journal app on iPhone',
      },
      'Mood tracking': {
        them: 'no',
        note: 'Apple Notes: none; on iPhone, Apple’s Health app can log how you feel',
      },
      'Habit tracker': { them: 'no', note: 'Apple Notes: none' },
      'On this day': { them: 'no', note: 'Apple Notes: none' },
      'AI assistant': {
        them: 'partial',
        note: 'Apple Notes: Apple Intelligence summaries and writing tools on compatible devices',
      },
      'Photo to text (OCR)': {
        them: 'yes',
        note: 'Apple Notes: document scanner; text in scans is searchable',
      },
      'Voice notes': { them: 'yes', note: 'Apple Notes: audio recording with transcription' },
      'Public share links': {
        them: 'partial',
        note: 'Apple Notes: share with invited people only, not a public read-only link',
      },
      Export: { them: 'partial', note: 'Apple Notes: export a note as PDF on a Mac' },
      'Web app': {
        them: 'partial',
        note: 'Apple Notes: iCloud.com, with fewer features than the apps',
      },
    }),
  },
  {
    slug: 'google-keep',
    name: 'Google Keep',
    maker: 'Google',
    summary:
      'Google Keep is a quick-capture notepad: colourful cards for short notes, checklists, photos and voice memos, with labels, reminders by time or place, and easy sharing with other Google users. It is excellent for shopping lists and fleeting ideas and is free with a Google account.',
    pricing: {
      free: 'Free with a Google account; notes count towards the account’s storage',
      paid: 'No paid Keep plan; more storage comes with a Google One plan (see Google’s site for prices)',
      checked: '2026-06',
      source: 'https://www.google.com/keep/',
    },
    suitsBetter: [
      'People who want shopping lists and quick reminders, shared with family',
      'Android users who want voice memos transcribed into notes',
      'Anyone whose notes are short and who wants a free app',
    ],
    inklingSuitsBetter: [
      'People who write long notes, journal entries or drafts with structure',
      'Anyone who wants headings, tables, code blocks, templates and focus mode',
      'Students and professionals who want a timeline and fast search across long notes',
      'People who want to keep a daily journal and track habits in the same app as their notes',
    ],
    features: featureTable({
      'Rich-text editor with Markdown shortcuts': {
        them: 'partial',
        note: 'Google Keep: basic formatting, no Markdown shortcuts',
      },
      Tags: { them: 'yes', note: 'Google Keep: labels and colours' },
      'Full-text search': { them: 'yes', note: 'Google Keep: search across notes' },
      'Offline editing': {
        them: 'partial',
        note: 'Google Keep: in the mobile apps; the website needs a connection',
      },
      'Live sync across devices': {
        them: 'yes',
        note: 'Google Keep: through your Google account, including shared notes',
      },
      'Version history': {
        them: 'no',
        note: 'Google Keep: no version history that we could confirm',
      },
      Templates: { them: 'no', note: 'Google Keep: no templates' },
      'Focus mode': { them: 'no', note: 'Google Keep: no focus mode' },
      'Timeline view': { them: 'no', note: 'Google Keep: no timeline view' },
      'Daily journal': { them: 'no', note: 'Google Keep: no journal features' },
      'Mood tracking': { them: 'no', note: 'Google Keep: none' },
      'Habit tracker': {
        them: 'no',
        note: 'Google Keep: none; repeating reminders can prompt a habit but keep no record',
      },
      'On this day': { them: 'no', note: 'Google Keep: none' },
      'AI assistant': {
        them: 'partial',
        note: 'Google Keep: Google’s Gemini assistant can read and create Keep notes; availability varies',
      },
      'Photo to text (OCR)': { them: 'yes', note: 'Google Keep: “Grab image text”' },
      'Voice notes': {
        them: 'yes',
        note: 'Google Keep: voice notes are transcribed in the mobile apps',
      },
      'Public share links': {
        them: 'partial',
        note: 'Google Keep: share with named collaborators, not a public link',
      },
      Export: {
        them: 'partial',
        note: 'Google Keep: copy a note to Google Docs, or download everything through Google Takeout',
      },
      'Web app': { them: 'yes', note: 'Google Keep: keep.google.com and mobile apps' },
    }),
  },
  {
    slug: 'onenote',
    name: 'Microsoft OneNote',
    maker: 'Microsoft',
    summary:
      'OneNote is a free-form digital notebook: notebooks, sections and pages where you can type, draw, handwrite, paste screenshots and record audio anywhere on the page. It syncs through OneDrive, copies text out of pictures, and fits naturally alongside Word, Outlook and Teams.',
    pricing: {
      free: 'Free app with a Microsoft account; notebooks are stored in OneDrive',
      paid: 'Microsoft 365 Personal, $9.99 a month or $99.99 a year in the US as of June 2026, adds more OneDrive storage and Copilot',
      checked: '2026-06',
      source:
        'https://www.microsoft.com/en-us/microsoft-365/buy/compare-all-microsoft-365-products',
    },
    suitsBetter: [
      'People who handwrite or draw with a pen on a tablet',
      'Students and teams whose school or employer already runs Microsoft 365',
      'Anyone who wants a free-form canvas rather than a document',
    ],
    inklingSuitsBetter: [
      'People who type and want a clean, structured document with Markdown shortcuts',
      'Anyone who wants fast search, tags, a timeline and focus mode in a browser',
      'People who want every feature for $1 a month, or to self-host',
      'People who want a daily journal with mood and a habit tracker built in',
    ],
    features: featureTable({
      'Rich-text editor with Markdown shortcuts': {
        them: 'partial',
        note: 'OneNote: rich text on a free-form page, no Markdown shortcuts',
      },
      Tags: {
        them: 'partial',
        note: 'OneNote: note tags (To Do, Important…) mark lines rather than whole notes',
      },
      'Full-text search': {
        them: 'yes',
        note: 'OneNote: search includes text recognised in pictures',
      },
      'Offline editing': { them: 'yes', note: 'OneNote: in the desktop and mobile apps' },
      'Live sync across devices': { them: 'yes', note: 'OneNote: through OneDrive' },
      'Version history': {
        them: 'yes',
        note: 'OneNote: page versions, for notebooks stored in OneDrive or SharePoint',
      },
      Templates: { them: 'partial', note: 'OneNote: page templates in the Windows app' },
      'Focus mode': { them: 'partial', note: 'OneNote: a full-page view in the desktop app' },
      'Timeline view': { them: 'no', note: 'OneNote: no timeline view' },
      'Daily journal': { them: 'no', note: 'OneNote: no journal features' },
      'Mood tracking': { them: 'no', note: 'OneNote: none' },
      'Habit tracker': { them: 'no', note: 'OneNote: none' },
      'On this day': { them: 'no', note: 'OneNote: none' },
      'AI assistant': {
        them: 'partial',
        note: 'OneNote: Copilot, with a Microsoft 365 subscription',
      },
      'Photo to text (OCR)': { them: 'yes', note: 'OneNote: “Copy Text from Picture”' },
      'Voice notes': { them: 'yes', note: 'OneNote: record audio into a page' },
      'Public share links': {
        them: 'partial',
        note: 'OneNote: share a notebook through OneDrive, by invitation or link',
      },
      Export: {
        them: 'partial',
        note: 'OneNote: PDF and Word from the Windows app; no Markdown',
      },
      'Web app': {
        them: 'yes',
        note: 'OneNote: OneNote for the web, plus desktop and mobile apps',
      },
    }),
    students:
      'Many schools already give students Microsoft 365, so OneNote may cost you nothing, and it is hard to beat for handwriting and drawing with a pen on a tablet. Its free-form pages can get messy for typed notes, though, and its tags mark lines rather than whole notes. If you type your notes, Inkling gives you structured pages with Markdown shortcuts, a Cornell-style lecture template, tags per course, search that forgives typos in titles, and a timeline of what you studied when, for $1 a month after a 7-day free trial. Both keep recordings in a note; Inkling also writes a transcript below each one when the operator of its server has set a transcription model, and turns photos of printed handouts into searchable text.',
  },
  {
    slug: 'obsidian',
    name: 'Obsidian',
    maker: 'Dynalist Inc.',
    summary:
      'Obsidian is a local-first Markdown editor: your notes are plain files in a folder on your device, linked to each other with a graph view, and extended by a large library of community plugins. Core plugins add daily notes, templates, a command palette, canvas and an audio recorder. It is free for personal use.',
    pricing: {
      free: 'Free for personal use, with no account needed; an optional commercial licence is sold for work use',
      paid: 'Optional add-ons: Sync from $4 a month and Publish from $8 a month per site (see Obsidian’s site for billing terms)',
      checked: '2026-05',
      source: 'https://obsidian.md/pricing',
    },
    suitsBetter: [
      'People who want their notes as plain Markdown files they fully control',
      'Anyone who builds a linked knowledge base and likes graph views and backlinks',
      'Tinkerers who enjoy customising with plugins and themes',
    ],
    inklingSuitsBetter: [
      'People who want sync between devices included, not a separate add-on',
      'Anyone who wants to work in a browser on any computer',
      'People who prefer a ready-made app to assembling one from plugins',
      'People who want mood, streaks and a habit tracker built in, not assembled from plugins',
      'People who want AI built in (an assistant that writes notes, actions inside a note, answers from their own notes) on a hosted or local model, without choosing plugins',
    ],
    features: featureTable({
      'Rich-text editor with Markdown shortcuts': {
        them: 'yes',
        note: 'Obsidian: Markdown with a live preview',
      },
      Tags: { them: 'yes', note: 'Obsidian: tags and a tag pane' },
      'Full-text search': { them: 'yes', note: 'Obsidian: vault search' },
      'Offline editing': { them: 'yes', note: 'Obsidian: notes are files on your device' },
      'Live sync across devices': {
        them: 'partial',
        note: 'Obsidian: file sync through the paid Sync add-on or a service of your choice',
      },
      'Version history': {
        them: 'yes',
        note: 'Obsidian: the File recovery core plugin keeps snapshots on the device, and the paid Sync add-on keeps version history',
      },
      Templates: { them: 'yes', note: 'Obsidian: the Templates core plugin' },
      'Focus mode': {
        them: 'partial',
        note: 'Obsidian: through community plugins and themes',
      },
      'Timeline view': { them: 'no', note: 'Obsidian: not built in' },
      'Daily journal': { them: 'yes', note: 'Obsidian: the Daily notes core plugin' },
      'Mood tracking': {
        them: 'partial',
        note: 'Obsidian: through properties you add to daily notes, or community plugins',
      },
      'Habit tracker': { them: 'partial', note: 'Obsidian: through community plugins' },
      'On this day': { them: 'partial', note: 'Obsidian: through community plugins' },
      'AI assistant': {
        them: 'no',
        note: 'Obsidian: not built in; community plugins connect AI services',
      },
      'Photo to text (OCR)': { them: 'no', note: 'Obsidian: not built in' },
      'Voice notes': {
        them: 'partial',
        note: 'Obsidian: the Audio recorder core plugin records into a note, without transcription',
      },
      'Public share links': {
        them: 'partial',
        note: 'Obsidian: the paid Publish add-on turns notes into a website',
      },
      Export: { them: 'yes', note: 'Obsidian: notes are Markdown files; PDF export is built in' },
      'Web app': { them: 'no', note: 'Obsidian: desktop and mobile apps only' },
    }),
  },
];

/** Every other app: no importer made for it, and what does work. */
const noImporterFor = (name: string) =>
  `Inkling has no importer made for ${name}. You can copy a note’s text into Inkling, and notes you have as Markdown, plain-text or HTML files, or as a ZIP of Markdown files, can be imported in Settings → Data → Import, with a report on every file.`;

/**
 * How notes come over from the app of an /alternative/<app> page: only what
 * Inkling's importer reads today, and plainly where there is no importer for
 * that app. One entry per alternative page, so none can be missed.
 */
export const movingFrom: Record<(typeof alternativeApps)[number], string> = {
  evernote:
    'Export your notebooks from Evernote’s desktop app as .enex files, then import each file in Settings → Data → Import. Titles, text, tags, created and updated dates, images, PDFs and other attachments, checklists and tables come across. The report lists every note as imported, partial or failed, with the reason, and names any attachment the file mentions but does not contain. Importing the same file again adds nothing twice.',
  notion:
    'Export your pages from Notion as Markdown (Notion puts them in a ZIP), then import the ZIP in Settings → Data → Import. Each page becomes a note with its images and files, and links between the exported pages become links between the new notes. Inkling has no databases, so a database’s views do not come across. The report lists every page as imported, partial or failed, with the reason.',
  'apple-notes': noImporterFor('Apple Notes'),
  'google-keep': noImporterFor('Google Keep'),
  onenote: noImporterFor('OneNote'),
};
