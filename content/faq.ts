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
      'A general AI chat tool answers you and forgets: the answer stays in a chat history you rarely search again. An AI note app puts the result where your work lives, as a note you can edit, tag and search. Inkling works that way. Ask its AI assistant for a study guide and the answer becomes a formatted note in one click, and a copied share link in one more. Inside a note, AI can summarise, continue or improve your writing, fix spelling and grammar, make a checklist, translate, and suggest a title and tags, with a preview before anything changes. And you can ask your notes a question and get an answer from them alone, with links. It also reads printed pages in photos and transcribes voice notes.',
  },
  {
    question: 'What is the best AI note app?',
    answer:
      'The one that fits how you work. If your team lives in shared databases, Notion is strong. If you want plain files on your own disk, Obsidian. If you need handwritten pages searchable, compare Evernote, OneNote and Apple Notes, whose search reaches into images: Inkling reads printed text in photos, not handwriting. Inkling suits people who want a quick, uncluttered place to write notes and a daily journal, with an AI assistant that turns a request into a formatted note you can share, AI inside every note, answers from your own notes, photo to note for printed pages, voice notes with transcripts, tags, instant search, a timeline, a habit tracker, templates and focus mode, for $1 a month.',
  },
  {
    question: 'How does Inkling compare with Notion or Evernote?',
    answer:
      'Notion is a workspace you build (pages, databases, wikis), and Evernote is a large archive with web clipping and search inside images. Inkling is smaller on purpose: you open it and write. It has a Markdown-friendly editor, tags, search that finds words as you type, templates, a timeline, focus mode and read-only share links, and it costs $1 a month after a 7-day free trial instead of a per-member plan. It imports Evernote .enex files and Notion exports. Both have AI built in, and so does Inkling: an assistant that writes notes, AI inside notes and answers from your own notes. Inkling also reads printed text in photos, and transcribes voice notes. Our comparison pages go feature by feature.',
  },
  {
    question: 'Can I use Inkling as a digital journal?',
    answer:
      'Yes. Journal, in the app’s header, keeps one entry per day: a daily prompt to start from, your mood in five levels, three lines of gratitude and a month calendar of the days you wrote. You can write any past day, look back with “On this day”, keep a streak that allows rest days, and see your mood and words written over the week, month or year. Habits, next to it, tracks the things you want to do more or less of. Each entry is a note, so it is searchable, taggable, shareable and exportable like any other.',
  },
  {
    question: 'How is Inkling different from other notebook apps?',
    answer:
      'Three things. It is fast to start: no workspace to design, and twelve templates for lectures, meetings, journals and weekly reviews. It keeps your words safe: every edit syncs live between your devices, the app and your recent notes work offline, version history brings back a note’s earlier text, and deleted notes stay in the trash for 30 days. And it is simple to pay for: every feature for $1 a month, or free on a copy you host yourself.',
  },
  {
    question: 'How much does Inkling cost?',
    answer:
      'Inkling starts with a 7-day free trial, with no credit card needed. After that it is $1 a month with all features included, and you can cancel any time from the billing settings. If you do not subscribe, your notes and every feature stay available, with 3 AI uses a day, renewed at midnight UTC; with a subscription AI has no daily count, only a fair-use ceiling. On a self-hosted copy with billing switched off, everyone has every feature.',
  },
  {
    question: 'Does Inkling work offline?',
    answer:
      'Yes. On a device where you have used Inkling, it opens with no connection, in a browser tab or installed as an app: your notes list, tags, templates, journal and habits load from the device. Your most recent 500 notes (or 100, or 2,000, in Settings) and every note you open are kept there, and search finds them as you type, typos forgiven. Create, edit, tag, pin or trash notes, write the journal and check in habits offline: it all syncs when you reconnect, in order, never twice, and edits to one note from two devices merge without losing either. An indicator shows how many changes have not synced yet, and since when. Settings shows whether the browser agreed to keep Inkling’s data.',
  },
  {
    question: 'Can I export my notes, or bring them from another app?',
    answer:
      'Yes, both. From a note’s menu or the command palette, download it as Markdown (with its title, tags and dates at the top), PDF or plain text. Settings → Data downloads your whole account as one ZIP: every note as a Markdown file, flat or in folders by tag, with its attachments. Settings → Data → Import brings in an Evernote .enex file, Markdown, text or HTML files, or a ZIP such as an Obsidian vault or a Notion export, and reports what happened to every item. Importing the same file twice does not duplicate notes. Deleting your account removes every note and file for good.',
  },
];

/**
 * The AI's questions: on /faq (and its FAQPage JSON-LD) after the eight
 * above. They say what ships, what it costs, which model answers and what
 * reaches it.
 */
export const aiFaq: FaqEntry[] = [
  {
    question: 'Can Inkling answer questions from my notes?',
    answer:
      'Yes. Ask your notes a question and Inkling answers only from your own notes, with citations that link to the notes it used; when your notes do not hold the answer, it says so instead of guessing. The same index finds notes by meaning in search, alone or together with the words you typed, and shows related notes on the note you are writing. Nobody else’s notes are ever searched, quoted or cited.',
  },
  {
    question: 'Which AI model does Inkling use?',
    answer:
      'The one the operator of your Inkling server chooses. Inkling talks to any service that speaks the OpenAI-compatible API: a hosted model, or one running on the server’s own machine or network with Ollama, llama.cpp’s server, vLLM or LocalAI. With AI_LOCAL_ONLY set, the server refuses any AI address outside its machine and private network, so no note ever leaves it. Each capability is on when its model is set: a chat model for the assistant and the actions inside a note, an embedding model for search by meaning and related notes, and both for answers from your notes. On a server without them, every AI control says “AI is not set up on this server”, and everything else works as usual.',
  },
  {
    question: 'How many AI uses do I get?',
    answer:
      'Without a subscription, 3 AI uses a day, renewed at midnight UTC. During the 7-day trial and with a subscription there is no daily count, only a fair-use ceiling (500 a day unless the operator sets another). One use is one answer: a reply from the assistant, a note written from a request, an action inside a note, an answer from your notes, a photo’s text tidied by AI, or a recording transcribed (one use per recording, however long). Reading the text in a photo uses none. A request that fails or that you stop uses none. When the day’s uses are spent, the app says so and links to the pricing page. On a self-hosted copy with billing switched off, every account has the subscribed allowance.',
  },
  {
    question: 'What is sent to the AI provider, and when?',
    answer:
      'Only what a request needs, and only when you ask: your conversation with the assistant, the note or selection you run an action on, your question and the passages of your notes that match it, or a photo’s text when you pick Tidy with AI. If the operator has set an embedding model, each new or changed passage of your notes goes to it in the background, for search by meaning; with a transcription model, so does the speech in each recording you add. All of it goes only to the provider the operator chose, which may be on the server. Your notes and prompts are never written to the server’s logs, and Inkling does not use them to train models; what the provider keeps is set by its own terms.',
  },
];

/**
 * Photo to note and voice notes: on /faq (and its FAQPage JSON-LD) after the
 * AI's. What the recogniser reads (printed text, not handwriting), the limits
 * the code enforces (common/schemas/ocr.ts, voice.ts), and where photos and
 * recordings go.
 */
export const captureFaq: FaqEntry[] = [
  {
    question: 'Can Inkling turn a photo of a page into a note?',
    answer:
      'Yes, when the page is printed or typed: a book, a handout, a printed document, a receipt. Large, clear writing on a whiteboard may partly come through, but handwriting is not read reliably. Choose Photo to note on the dashboard or in the command palette, or Photo to text in the / menu of a note, and pick photos or take one; on a phone the camera opens directly. Up to 20 photos at a time (JPEG, PNG, WebP or GIF, up to 25 MB each) become one note or a note each. The text is read on Inkling’s own server by Tesseract, an open-source text recogniser: no one else sees the page, and no AI model is needed.',
  },
  {
    question: 'What does a note made from a photo hold?',
    answer:
      'The photo, with the text read from it below as paragraphs you can edit. Each photo is turned upright and its contrast evened out before it is read, and words the recogniser was unsure of are highlighted, so you can check them against the photo. Search finds any word read from a photo, and opening the note from the result shows where the word sits on the photo. On a server where AI is set up, Tidy with AI turns the raw text into headings and lists, for one AI use per note; reading the photo itself uses none. A handwritten page is best kept as a photo in a note, with a title and tags, and the parts you need typed out.',
  },
  {
    question: 'Which languages can Inkling read in a photo?',
    answer:
      'English is always there. German, French, Spanish, Italian, Portuguese, Dutch, Japanese, Chinese (simplified and traditional) and Korean are read once the operator of your Inkling server installs their language data: one npm package each, named @tesseract.js-data/ and the language’s code, such as @tesseract.js-data/deu for German. When the server has more than one language, you pick the page’s language as you add the photos.',
  },
  {
    question: 'How do voice notes work?',
    answer:
      'Choose Voice note on the dashboard, in the command palette or in the / menu of a note. Record in the app, with a level meter that shows the microphone hears you, pause and resume, and a limit of 30 minutes a recording; or upload an audio file: WebM, Ogg, M4A, MP3, WAV or AAC, up to 100 MB. The recording plays in the note at 1×, 1.5× or 2×, and its transcript is written below it, each paragraph starting with a timestamp that moves the player to that moment. Search finds the words of a transcript like any other text.',
  },
  {
    question: 'Who transcribes voice notes, and what does it cost?',
    answer:
      'The transcription model the operator of your server sets with AI_TRANSCRIPTION_MODEL, through the same OpenAI-compatible setting as the rest of the AI: hosted Whisper, or a whisper.cpp server or LocalAI on their own machine. A transcript takes one AI use per recording, however long. Silence is never sent to the model: a recording with no speech says so and uses nothing, and a transcript that fails uses nothing either. Without a transcription model, voice notes still record and play, and the note says that transcription is off on this server.',
  },
  {
    question: 'Can I dictate into a note?',
    answer:
      'Yes, where your browser offers speech recognition, as Chrome, Edge and Safari do: Dictate, in the editor, types your words into the note as you speak, and where the browser has no speech recognition the button is not shown. Dictation is done by the browser, not by Inkling, and some browsers send the sound to their maker’s service to recognise it, so check your browser’s privacy terms; Inkling receives only the words it types.',
  },
  {
    question: 'Where do my photos and recordings go?',
    answer:
      'They are stored on Inkling’s own server with your other files, served only to you and to readers of a note you share. A photo is read on Inkling’s own server and never sent to an AI provider; only its text goes to the chat model, when you choose Tidy with AI. A recording goes to the transcription model only when the operator has set a transcription model, and only its speech: silent stretches are left out. Dictation is done by your browser, which may use its maker’s service. Nothing of the text read from a photo or of a transcript is written to the server’s logs.',
  },
];

/**
 * The journal's and habit tracker's questions: on /faq (and its FAQPage
 * JSON-LD) after the eight above, which the landing page's accordion keeps.
 */
export const journalFaq: FaqEntry[] = [
  {
    question: 'How does the journal decide which day an entry belongs to?',
    answer:
      'By your time zone and the time your day starts, both in Settings. The day starts at 4 am unless you change it, so an entry written at 1 am after a late night belongs to the day before. The date is fixed when the entry is made: travelling or a clock change afterwards does not move it. You can also pick any past day in the calendar and write it; that entry is marked “written later”.',
  },
  {
    question: 'How do journal streaks forgive rest days?',
    answer:
      'A streak counts the days you wrote. Each week, Monday to Sunday, allows a number of rest days without an entry: one unless you choose none, two or three in Settings. A rest day keeps the streak going without adding to it; missing more days than that in a week ends it. Today never breaks a streak before it is over. An entry written later for a past day is kept like any other, but it does not count towards a streak, so a streak is a record of the days you wrote on the day.',
  },
  {
    question: 'What does a habit’s strength mean?',
    answer:
      'It is the habit score from Loop Habit Tracker. Each scheduled day you keep the habit raises it a little and each one you miss lowers it a little, and recent days count most: one missed day barely dents a habit you have kept for months, and a new habit builds strength over weeks, not in a day. With no check-ins, a daily habit loses half its strength in about two weeks. Days you mark as skipped (a holiday, an illness) and paused days leave it as it was. Each habit also shows its current and best streak, how often you kept it each month and a year of check-ins.',
  },
  {
    question: 'Can I export my journal and my habits?',
    answer:
      'Yes. Each journal entry is a note, so it downloads as Markdown, PDF or plain text like any other, and Settings → Data downloads your whole account as one ZIP, which holds your journal in journal.json and your habits with their check-ins in habits.json, beside your notes. The Habits page also downloads your check-ins as a CSV file, to open in a spreadsheet.',
  },
];

/**
 * Offline use, installing the app and version history: on /faq (and its
 * FAQPage JSON-LD) after the journal's. The device copies' setting
 * (common/offline.ts) and the versions' limits (common/schemas/versions.ts)
 * are the code's; there is no App Store or Google Play listing.
 */
export const appFaq: FaqEntry[] = [
  {
    question: 'How do I install Inkling on my phone or computer?',
    answer:
      'From your browser. In Chrome or Edge on a computer, click the install icon in the address bar; on an Android phone, choose Install app or Add to Home screen in Chrome’s menu. In Safari on an iPhone or iPad, tap Share → Add to Home Screen; in Safari on a Mac, choose File → Add to Dock. Inkling then opens in its own window and works offline. It is not in the App Store or on Google Play. For people who run their own Inkling server, the code includes iOS and Android app projects, with Face ID, Touch ID or fingerprint unlock, the camera, the share sheet and journal reminders as notifications, to build for that server with Xcode and Android Studio as docs/OPERATIONS.md describes.',
  },
  {
    question: 'Can I get back an earlier version of a note?',
    answer:
      'Yes. Each note keeps versions: one saved automatically after a pause in editing (at most one per 10 minutes of editing), one before every restore and AI rewrite, and one whenever you choose Save version. Version history, in the note, shows what changed against the current text and restores any version. A restore can be undone too, since the text it replaced is kept as a version first, and a device that was offline during a restore keeps its later edits when it reconnects. Versions are kept 90 days, and the last 50 of each note always.',
  },
];
