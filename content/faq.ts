import { type FaqEntry } from '@common/schemas/content';

/**
 * The eight questions of the landing page's accordion (item-0 … item-7), /faq
 * and the FAQPage JSON-LD, in the seed's order. Answers are plain text and
 * describe what Inkling does today; roadmap features are called planned.
 */
export const faq: FaqEntry[] = [
  {
    question: 'How is an AI note app different from a general AI chat tool?',
    answer:
      'A general AI chat tool answers you and forgets: the answer stays in a chat history you rarely search again. An AI note app puts the result where your work already lives, as a note you can edit, tag, search and find on the timeline next week. Inkling is built that way: notes are the centre and AI is meant to serve them. Its AI features (an assistant that writes formatted notes, photo-to-text and voice notes) are on the roadmap; today Inkling is the notebook itself: a fast editor, tags, instant search, templates, live sync, share links and export.',
  },
  {
    question: 'What is the best AI note app?',
    answer:
      'The one that fits how you work. If your team lives in shared databases, Notion is strong. If you scan a lot of paper, Evernote, OneNote or Apple Notes read text in images today. If you want plain files on your own disk, Obsidian. Inkling suits people who want a quick, uncluttered place to write notes and journal entries, with tags, instant search, a timeline, templates, focus mode and share links, for $1 a month. Its AI features are on the roadmap, so if AI is what you need today, compare the others first.',
  },
  {
    question: 'How does Inkling compare with Notion or Evernote?',
    answer:
      'Notion is a workspace you build (pages, databases, wikis), and Evernote is a large archive with web clipping and search inside images. Inkling is smaller on purpose: you open it and write. It has a Markdown-friendly editor, tags, search that finds words as you type, templates, a timeline, focus mode and read-only share links, and it costs $1 a month after a 7-day free trial instead of a per-member plan. It imports Evernote .enex files and Notion exports, so your notes can come with you. Both of them offer AI and photo-to-text today, which Inkling has on its roadmap. Our comparison pages list the differences feature by feature.',
  },
  {
    question: 'Can I use Inkling as a digital journal?',
    answer:
      'Yes. Start an entry from the Daily journal template (a morning intention and an evening reflection), the Gratitude log (three things a day) or the Habit check-in (a weekly table). The timeline groups your entries by day and month and lets you jump to any date, and focus mode hides everything but the page. A dedicated journal with one entry per day, prompts, mood, streaks and “on this day” is on the roadmap.',
  },
  {
    question: 'How is Inkling different from other notebook apps?',
    answer:
      'Three things. It is fast to start: no workspace to design, and twelve templates for lectures, meetings, journals and weekly reviews. It keeps your words safe: every edit syncs live between your devices, notes you have opened keep a copy in the browser so words typed offline are not lost, and deleted notes stay in the trash for 30 days. And it is simple to pay for: every feature for $1 a month, or free on a copy you host yourself.',
  },
  {
    question: 'How much does Inkling cost?',
    answer:
      'Inkling starts with a 7-day free trial, with no credit card needed. After that it is $1 a month with all features included, and you can cancel any time from the billing settings. If you do not subscribe, your notes and every non-AI feature stay available; only AI uses are limited once AI features arrive. On a self-hosted copy with billing switched off, everyone has every feature.',
  },
  {
    question: 'Does Inkling work offline?',
    answer:
      'Partly, today. Each note you open keeps a copy in your browser, so if the connection drops you can keep typing, and your words survive even if you close the tab. The next time you open that note online, the changes sync and merge with edits made elsewhere. Inkling itself still needs a connection to load, and notes you have never opened on that device are not stored there. A fully offline app is on the roadmap.',
  },
  {
    question: 'Can I export my notes, or bring them from another app?',
    answer:
      'Yes, both. From a note’s menu or the command palette, download it as Markdown (with its title, tags and dates at the top), PDF or plain text. Settings → Data downloads your whole account as one ZIP: every note as a Markdown file, flat or in folders by tag, with its attachments. Settings → Data → Import brings in an Evernote .enex file, Markdown, text or HTML files, or a ZIP such as an Obsidian vault or a Notion export, and reports what happened to every item. Importing the same file twice does not duplicate notes. Deleting your account removes every note and file for good.',
  },
];
