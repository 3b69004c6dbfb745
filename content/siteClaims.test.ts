import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { faqEntrySchema } from '@common/schemas/content';
import { DEFAULT_OFFLINE_NOTE_COUNT, OFFLINE_NOTE_COUNT_CHOICES } from '@common/offline';
import { alternativeApps } from '@common/routes';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_REQUEST,
  ocrLanguageNames,
  photoMimeTypes,
} from '@common/schemas/ocr';
import {
  VERSION_AUTO_INTERVAL_MS,
  VERSION_RETENTION_DAYS,
  VERSIONS_ALWAYS_KEPT,
} from '@common/schemas/versions';
import { MAX_AUDIO_BYTES, MAX_RECORDING_SECONDS, playbackRates } from '@common/schemas/voice';
import { describe, expect, it } from 'vitest';
import { features } from '@app/scenes/Landing/components/FeatureGrid';
import { showcases } from '@app/scenes/Landing/sections/FeatureShowcases';
import { photoSteps } from '@app/scenes/Landing/sections/PhotoToNote';
import { competitors, movingFrom } from './competitors';
import { aiFaq, appFaq, captureFaq, faq, journalFaq } from './faq';
import { planIncludes } from './plan';
import { homeMetaDescription, siteDescription } from './site';

/**
 * The site tells the truth: a feature that ships is never called planned,
 * and a planned one is never sold as if you could use it today. When a
 * feature lands, move it from `planned` to `shipped` here, and this test
 * names every page, row and card that still says otherwise.
 */
const shipped = {
  'share links': /\bshare links?\b|\bsharing\b|\bread-only links?\b|\bshare (?:a|any) note\b/i,
  export: /\bexport(?:s|ed|ing)?\b/i,
  import: /\bimport(?:s|ed|ing|er)?\b/i,
  'the daily journal': /\bone[- ]entry[- ](?:a|per)[- ]day\b|\bdaily prompts?\b|\bon this day\b/i,
  'the habit tracker': /\bhabit[- ]track(?:er|ing)\b|\btrack(?:s|ing)? (?:your )?habits\b/i,
  streaks: /\bstreaks?\b/i,
  'the AI assistant': /\bAI (?:assistant|features?|writing|actions|uses?|chat)\b|\bask AI\b/i,
  'AI inside a note':
    /\bsummari[sz](?:e|es|ing)\b|\b(?:improve|continue) (?:your )?writing\b|\bfix(?:es)? (?:your )?spelling\b|\bsuggest(?:s|ed)? (?:a )?titles?\b/i,
  'ask your notes':
    /\bask(?:s|ing)? your (?:own )?notes\b|\banswers? (?:only )?from your (?:own )?notes\b|\brelated notes\b|\bsearch(?:es)? by meaning\b/i,
  'photo-to-note': /\bphoto[- ]to[- ](?:note|text)\b|\bOCR\b/i,
  'voice notes': /\bvoice (?:notes?|memos?)\b|\btranscri(?:be|ption)/i,
  'offline first': /\bfully offline\b|\bworks? offline\b|\boffline[- ]first\b/i,
  'an installable app': /\binstall(?:able|s)? (?:Inkling|the app)\b|\badd to home screen\b/i,
  'version history':
    /\bversion history\b|\bversions? of (?:each|every|a) note\b|\brestore an? (?:earlier|older) version\b/i,
};

/**
 * Inkling installs from the browser, and the repository holds the iOS and
 * Android app projects that an operator builds for their own server; there is
 * no App Store or Google Play listing. A passage may name the stores only to
 * say so, or as a plan.
 */
const planned = {
  'an app store listing': /\b(?:App Store|Google Play|Play Store)\b/i,
};

/** "Inkling is not in the App Store or on Google Play": a sentence that denies a listing claims none. */
const deniesListing = /\b(?:not|no|never)\b[^.;]*\b(?:App Store|Google Play|Play Store)\b/i;

/** Words that mark a sentence (or a section) as about the roadmap. */
const roadmapWords =
  /\broadmap\b|\bplanned\b|\bin development\b|\bnot in the app\b|\bwe are building\b|\bonce\b[^.;]*\b(?:arrives?|ships?)\b|\bwhen (?:each|it|they|those features) (?:ships?|arrives?)\b/i;

/** A plan may also be told in the future tense ("AI requests will go only to…"). */
const futureTense = /\bwill\b/i;

const mentions = (text: string, patterns: Record<string, RegExp>) =>
  Object.entries(patterns)
    .filter(([, pattern]) => pattern.test(text))
    .map(([name]) => name);

/** Sentences and the clauses of a sentence that a semicolon joins: each is one claim. */
const claims = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|;\s*/)
    .map((claim) => claim.trim())
    .filter(Boolean);

interface Passage {
  where: string;
  text: string;
  /** Under a heading about the roadmap. */
  roadmapContext: boolean;
  /** Speaks of Inkling (guides also describe AI and OCR in general, and competitors their own features). */
  aboutInkling: boolean;
}

/** Pages that speak of nothing but Inkling, so every passage is about it, named or not. */
const onlyAboutInkling = new Set(['pages/privacy.md', 'pages/faq.md']);

/** A Markdown file's paragraphs and list items, each knowing whether its section is the roadmap. */
function markdownPassages(file: string): Passage[] {
  const body = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  const wholePage = onlyAboutInkling.has(path.relative(contentDir, file));
  const passages: Passage[] = [];
  let roadmapLevel = 0;
  for (const block of body.split(/\n\s*\n|\n(?=- |\d+\. )/)) {
    const text = block.trim();
    const heading = /^(#+) (.*)$/.exec(text);
    if (heading) {
      const level = heading[1]?.length ?? 0;
      if (roadmapLevel && level <= roadmapLevel) roadmapLevel = 0;
      if (/\broadmap\b|\bin development\b/i.test(heading[2] ?? '')) roadmapLevel = level;
      continue;
    }
    if (text) {
      passages.push({
        where: path.relative(repoRoot, file),
        text,
        roadmapContext: roadmapLevel > 0,
        aboutInkling: wholePage || /\bInkling\b/.test(text),
      });
    }
  }
  return passages;
}

/** Inkling's side of a table row's note: "Inkling: <what ships>. <Competitor>: …". */
const inklingSide = (note = '') => note.split(/\. (?=[A-Z][\w ]*: )/)[0] ?? '';

const contentDir = path.resolve(import.meta.dirname);
const repoRoot = path.dirname(contentDir);
const markdownFiles = ['pages', 'blog'].flatMap((folder) =>
  readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(contentDir, folder, name)),
);

/** Every passage of the site's copy (the changelog is history: its own test below). */
const passages: Passage[] = [
  ...[...faq, ...aiFaq, ...captureFaq, ...journalFaq, ...appFaq].map((entry) => ({
    where: `content/faq.ts: ${entry.question}`,
    text: entry.answer,
    roadmapContext: false,
    aboutInkling: true,
  })),
  ...(competitors[0]?.features ?? []).map((row) => ({
    where: `content/competitors.ts: ${row.feature}`,
    text: inklingSide(row.note),
    roadmapContext: false,
    aboutInkling: true,
  })),
  ...competitors.flatMap((competitor) =>
    [competitor.summary, competitor.students ?? '', ...competitor.inklingSuitsBetter].map(
      (text) => ({
        where: `content/competitors.ts: ${competitor.slug}`,
        text,
        roadmapContext: false,
        aboutInkling: /\bInkling\b/.test(text),
      }),
    ),
  ),
  ...Object.entries(movingFrom).map(([slug, text]) => ({
    where: `content/competitors.ts: movingFrom.${slug}`,
    text,
    roadmapContext: false,
    aboutInkling: true,
  })),
  ...[siteDescription, homeMetaDescription].map((text) => ({
    where: 'content/site.ts',
    text,
    roadmapContext: false,
    aboutInkling: true,
  })),
  ...[...features, ...photoSteps].map((card) => ({
    where: `app/scenes/Landing: ${card.title}`,
    text: card.text,
    roadmapContext: false,
    aboutInkling: true,
  })),
  ...planIncludes.map(({ item }) => ({
    where: 'content/plan.ts',
    text: item,
    roadmapContext: false,
    aboutInkling: true,
  })),
  ...markdownFiles.flatMap(markdownPassages),
];

describe('what the site says has shipped', () => {
  it('never calls a shipped feature planned', () => {
    const wrong = passages.flatMap(({ where, text, roadmapContext }) =>
      claims(text)
        .filter((claim) => roadmapContext || roadmapWords.test(claim))
        .flatMap((claim) =>
          mentions(claim, shipped).map((name) => `${where}: ${name}: “${claim}”`),
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('never sells a planned feature as available today', () => {
    const wrong = passages
      .filter((passage) => passage.aboutInkling)
      .flatMap(({ where, text, roadmapContext }) =>
        roadmapContext || roadmapWords.test(text) || futureTense.test(text)
          ? []
          : mentions(
              claims(text)
                .filter((claim) => !deniesListing.test(claim))
                .join(' '),
              planned,
            ).map((name) => `${where}: ${name}: “${text}”`),
      );
    expect(wrong).toEqual([]);
  });

  it('never says Inkling reads handwriting: its photo to note reads printed text', () => {
    const readsText =
      /\bread(?:s|ing)?\b|\brecogni[sz](?:e|es|ed|ing|tion)\b|\bOCR\b|\bphoto[- ]to[- ](?:note|text)\b|\btext\b/i;
    const saysNot = /\bnot\b|\bnever\b|n[’']t\b/i;
    const wrong = passages
      .filter((passage) => passage.aboutInkling)
      .flatMap(({ where, text }) =>
        claims(text)
          .filter((claim) => /\bhandwrit/i.test(claim) && readsText.test(claim))
          .filter((claim) => !saysNot.test(claim))
          .map((claim) => `${where}: “${claim}”`),
      );
    expect(wrong).toEqual([]);
  });

  it('marks exactly the planned features on the pricing page', () => {
    for (const { item, planned: isPlanned } of planIncludes) {
      expect(Boolean(isPlanned), item).toBe(mentions(item, planned).length > 0);
      if (isPlanned) expect(mentions(item, shipped), item).toEqual([]);
    }
    const offered = planIncludes.filter((entry) => !entry.planned).map((entry) => entry.item);
    for (const [name, pattern] of Object.entries(shipped)) {
      expect(
        offered.some((item) => pattern.test(item)),
        `${name} on /pricing`,
      ).toBe(true);
    }
  });

  it('marks exactly the planned features on the landing page’s cards', () => {
    const cards = [
      ...features.map((card) => ({ ...card, text: `${card.title}. ${card.text}` })),
      ...showcases.map((card) => ({
        ...card,
        text: [card.title, card.text, ...card.points].join('. '),
      })),
    ];
    for (const card of cards) {
      const [planHead = ''] = card.text.split(/\bToday:/);
      expect(Boolean(card.inDevelopment), card.title).toBe(mentions(planHead, planned).length > 0);
    }
    const available = cards
      .filter((card) => !card.inDevelopment)
      .map((card) => card.text)
      .join(' ');
    expect(mentions(available, shipped).sort()).toEqual(Object.keys(shipped).sort());
  });

  it('gives Inkling’s column of the comparison tables what ships, the same on every page', () => {
    const inkling = (competitor: (typeof competitors)[number]) =>
      Object.fromEntries(competitor.features.map((row) => [row.feature, row.inkling]));
    const [first] = competitors;
    if (!first) throw new Error('content/competitors.ts lists no competitor');
    expect(inkling(first)).toMatchObject({
      'Public share links': 'yes',
      Export: 'yes',
      'AI assistant': 'yes',
      'Photo to text (OCR)': 'yes',
      'Voice notes': 'yes',
      'Daily journal': 'yes',
      'Mood tracking': 'yes',
      'Habit tracker': 'yes',
      'On this day': 'yes',
      'Offline editing': 'yes',
      'Version history': 'yes',
    });
    for (const competitor of competitors) {
      expect(inkling(competitor), competitor.slug).toEqual(inkling(first));
    }
    // A row Inkling does not fully have says why: it is on the roadmap.
    for (const row of first.features.filter((entry) => entry.inkling !== 'yes')) {
      expect(inklingSide(row.note), row.feature).toMatch(roadmapWords);
    }
  });

  it('tells every alternative page’s reader how their notes come over', () => {
    expect(Object.keys(movingFrom).sort()).toEqual([...alternativeApps].sort());
    expect(movingFrom.evernote).toMatch(/\.enex\b/);
    expect(movingFrom.notion).toMatch(/\bZIP\b/);
    for (const text of Object.values(movingFrom))
      expect(text).toContain('Settings → Data → Import');
  });

  it('answers the export question with what ships', () => {
    const answer = faq.find((entry) => /\bexport\b/i.test(entry.question))?.answer ?? '';
    expect(answer).toMatch(/^Yes\b/);
    for (const format of ['Markdown', 'PDF', 'plain text', 'ZIP', '.enex']) {
      expect(answer).toContain(format);
    }
  });
});

describe('the journal’s questions', () => {
  const answer = (question: RegExp) =>
    journalFaq.find((entry) => question.test(entry.question))?.answer ?? '';

  it('says how an entry’s day is decided, with the 4 am default and days written later', () => {
    const days = answer(/which day/);
    expect(days).toMatch(/time zone/);
    expect(days).toMatch(/\b4 am\b/);
    expect(days).toContain('written later');
  });

  it('says how streaks forgive rest days, and that backfilled entries do not count', () => {
    const streaks = answer(/streaks/);
    expect(streaks).toMatch(/\brest days?\b/);
    expect(streaks).toMatch(/written later[^.]*does not count/);
  });

  it('names Loop Habit Tracker’s score as the habit strength', () => {
    expect(answer(/strength/)).toContain('Loop Habit Tracker');
  });

  it('answers yes to exporting the journal and habits, naming the ZIP’s files and the CSV', () => {
    const exporting = answer(/export/);
    expect(exporting).toMatch(/^Yes\b/);
    for (const part of ['journal.json', 'habits.json', 'ZIP', 'CSV']) {
      expect(exporting).toContain(part);
    }
  });

  it('stays off the landing page’s eight, which the accordion shows', () => {
    expect(faq).toHaveLength(8);
    const questions = new Set(faq.map((entry) => entry.question));
    expect(journalFaq.filter((entry) => questions.has(entry.question))).toEqual([]);
  });
});

describe('the AI questions', () => {
  const answer = (question: RegExp) =>
    aiFaq.find((entry) => question.test(entry.question))?.answer ?? '';

  it('says how the operator chooses the model, hosted or local, and what shows without one', () => {
    const model = answer(/which AI model/i);
    for (const words of ['OpenAI-compatible', 'Ollama', 'llama.cpp', 'vLLM', 'LocalAI']) {
      expect(model).toContain(words);
    }
    expect(model).toContain('AI_LOCAL_ONLY');
    expect(model).toContain('AI is not set up on this server');
  });

  it('gives the free plan 3 AI uses a day, renewed at midnight UTC, and charges none for a failure', () => {
    const uses = answer(/how many AI uses/i);
    expect(uses).toMatch(/\b3 AI uses a day\b/);
    expect(uses).toContain('midnight UTC');
    expect(uses).toMatch(/\bfair-use ceiling\b/);
    expect(uses).toMatch(/fails or that you stop uses none/);
  });

  it('says what reaches the AI provider, and when', () => {
    const sent = answer(/what is sent/i);
    expect(sent).toContain('only when you ask');
    expect(sent).toMatch(/\bembedding model\b/);
    expect(sent).toMatch(/never written to the server’s logs/);
  });

  it('stays off the landing page’s eight', () => {
    const questions = new Set(faq.map((entry) => entry.question));
    expect(aiFaq.filter((entry) => questions.has(entry.question))).toEqual([]);
  });
});

describe('the photo and voice questions', () => {
  const answer = (question: RegExp) =>
    captureFaq.find((entry) => question.test(entry.question))?.answer ?? '';
  const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

  it('says photos are read on Inkling’s own server, printed text only, with the code’s limits', () => {
    const photo = answer(/photo of a page/i);
    expect(photo).toMatch(/^Yes\b/);
    expect(photo).toMatch(/\bprinted\b/);
    expect(photo).toContain('handwriting is not read reliably');
    expect(photo).toContain('Inkling’s own server');
    expect(photo).toContain(megabytes(MAX_PHOTO_BYTES));
    expect(photo).toContain(`${MAX_PHOTOS_PER_REQUEST} photos`);
    const formats = {
      'image/png': 'PNG',
      'image/jpeg': 'JPEG',
      'image/webp': 'WebP',
      'image/gif': 'GIF',
    };
    for (const type of photoMimeTypes) expect(photo).toContain(formats[type]);
  });

  it('says what a photo’s note holds, and that tidying is the only AI use', () => {
    const note = answer(/note made from a photo/i);
    expect(note).toMatch(/paragraphs you can edit/);
    expect(note).toMatch(/highlighted/);
    expect(note).toMatch(/where the word sits on the photo/);
    expect(note).toMatch(/Tidy with AI[^.]*one AI use/);
  });

  it('names English as always there, and the languages an operator can add', () => {
    const languages = answer(/languages/i);
    expect(languages).toMatch(/English[^.]*always/);
    for (const name of Object.values(ocrLanguageNames)) {
      expect(languages).toContain(name.replace(/ \(.*\)$/, ''));
    }
    expect(languages).toContain('@tesseract.js-data/');
  });

  it('says how voice notes record and play, with the code’s limits', () => {
    const voice = answer(/how do voice notes work/i);
    for (const format of ['WebM', 'Ogg', 'M4A', 'MP3', 'WAV']) expect(voice).toContain(format);
    expect(voice).toContain(megabytes(MAX_AUDIO_BYTES));
    expect(voice).toContain(`${MAX_RECORDING_SECONDS / 60} minutes`);
    for (const rate of playbackRates) expect(voice).toContain(`${rate}×`);
    expect(voice).toMatch(/timestamp/);
  });

  it('says who transcribes, for one AI use, never on silence, and what shows without a model', () => {
    const who = answer(/who transcribes/i);
    expect(who).toMatch(/\bone AI use per recording\b/);
    expect(who).toMatch(/silen[^.]*never sent/i);
    expect(who).toMatch(/still record and play/);
    for (const words of ['AI_TRANSCRIPTION_MODEL', 'Whisper', 'whisper.cpp', 'LocalAI']) {
      expect(who).toContain(words);
    }
  });

  it('says dictation is the browser’s, shown only where the browser offers it', () => {
    const dictation = answer(/dictate/i);
    expect(dictation).toMatch(/Chrome, Edge and Safari/);
    expect(dictation).toMatch(/not shown/);
    expect(dictation).toMatch(/privacy terms/);
  });

  it('says where photos and recordings go', () => {
    const where = answer(/where do my photos/i);
    expect(where).toContain('Inkling’s own server');
    expect(where).toMatch(/only when the operator has set a transcription model/);
    expect(where).toMatch(/silent stretches are left out/);
  });

  it('stays off the landing page’s eight, each answer as short as the FAQ allows', () => {
    const questions = new Set(faq.map((entry) => entry.question));
    expect(captureFaq.filter((entry) => questions.has(entry.question))).toEqual([]);
    for (const entry of [...faq, ...aiFaq, ...captureFaq, ...journalFaq, ...appFaq]) {
      expect(faqEntrySchema.safeParse(entry).success, entry.question).toBe(true);
    }
  });
});

describe('offline, installing and versions', () => {
  const answer = (entries: typeof faq, question: RegExp) =>
    entries.find((entry) => question.test(entry.question))?.answer ?? '';

  it('says what works offline, with the device copies’ setting and its choices', () => {
    const offline = answer(faq, /work offline/i);
    expect(offline).toMatch(/^Yes\b/);
    expect(offline).toContain(`${DEFAULT_OFFLINE_NOTE_COUNT} notes`);
    for (const count of OFFLINE_NOTE_COUNT_CHOICES) {
      expect(offline).toContain(count.toLocaleString('en-US'));
    }
    expect(offline).toMatch(/never twice/);
    expect(offline).toMatch(/not synced yet/);
  });

  it('says how to install from each browser, and that the phone apps are built by the operator', () => {
    const install = answer(appFaq, /install/i);
    for (const step of ['Install app', 'Share → Add to Home Screen', 'File → Add to Dock']) {
      expect(install).toContain(step);
    }
    expect(install).toContain('docs/OPERATIONS.md');
    expect(install).toMatch(/not in the App Store or on Google Play/);
    expect(install).not.toMatch(/\bdownload\b[^.]*\b(?:App Store|Google Play|Play Store)\b/i);
  });

  it('gives the code’s version limits: 10 minutes, 90 days, the last 50', () => {
    const versions = answer(appFaq, /earlier version/i);
    expect(versions).toMatch(/^Yes\b/);
    expect(versions).toContain(`${VERSION_AUTO_INTERVAL_MS / 60_000} minutes`);
    expect(versions).toContain(`${VERSION_RETENTION_DAYS} days`);
    expect(versions).toContain(`last ${VERSIONS_ALWAYS_KEPT}`);
    expect(versions).toContain('Save version');
  });

  it('stays off the landing page’s eight', () => {
    const questions = new Set(faq.map((entry) => entry.question));
    expect(appFaq.filter((entry) => questions.has(entry.question))).toEqual([]);
  });
});

describe('the privacy policy on photos and recordings', () => {
  const privacy = readFileSync(path.join(contentDir, 'pages', 'privacy.md'), 'utf8');

  it('says photos are read on Inkling’s server and go to no AI unless you ask to tidy the text', () => {
    expect(privacy).toMatch(/read on the Inkling server itself/);
    expect(privacy).toMatch(/Tidy with AI/);
  });

  it('says recordings go to the transcription provider only when transcription is on', () => {
    expect(privacy).toMatch(/only when the operator has set a transcription model/);
    expect(privacy).toMatch(/silent stretches are left out/i);
    expect(privacy).toMatch(/dictation/i);
  });
});

describe('the privacy policy on offline data and versions', () => {
  const privacy = readFileSync(path.join(contentDir, 'pages', 'privacy.md'), 'utf8');

  it('says what the browser keeps for offline use, and that signing out deletes it', () => {
    expect(privacy).toMatch(/IndexedDB/);
    for (const part of [
      'copies of your notes',
      'an index for searching those notes offline',
      'not reached the server yet',
    ]) {
      expect(privacy).toContain(part);
    }
    expect(privacy).toMatch(/deleted from the device when you sign out/);
  });

  it('says how long versions are kept, as the code keeps them', () => {
    expect(privacy).toContain(
      `Versions of a note: ${VERSION_RETENTION_DAYS} days, and the last ${VERSIONS_ALWAYS_KEPT} of each note always.`,
    );
  });
});

describe('the changelog', () => {
  const changelog = readFileSync(path.join(contentDir, 'changelog.md'), 'utf8');
  const releases = changelog.split(/^## /m).slice(1);
  /** The release of that title, whatever its place. */
  const releaseTitled = (title: string) =>
    releases.find((text) => text.split('\n')[0]?.endsWith(`— ${title}`)) ?? '';

  it('announces every shipped feature in the release that shipped it', () => {
    const announced: Record<string, (keyof typeof shipped)[]> = {
      'Share, export and import': ['share links', 'export', 'import'],
      'A daily journal and a habit tracker': ['the daily journal', 'the habit tracker', 'streaks'],
      'An AI assistant, AI inside notes and answers from your notes': [
        'the AI assistant',
        'AI inside a note',
        'ask your notes',
      ],
      'Photo to note and voice notes': ['photo-to-note', 'voice notes'],
      'Offline first, an installable app, and version history': [
        'offline first',
        'an installable app',
        'version history',
      ],
    };
    for (const [title, names] of Object.entries(announced)) {
      expect(mentions(releaseTitled(title), shipped), title).toEqual(expect.arrayContaining(names));
    }
    expect(Object.values(announced).flat().sort()).toEqual(Object.keys(shipped).sort());
  });

  it('puts the fixes for offline words stranded by a closed app and a reconnect read as saving first, then the fixes for notes changed and sent whole by being opened, then the fixes for habit check-ins and offline tags, and for changes lost while a note opens, then speed and scale, offline first, the installable app and version history, photo to note and voice notes, the AI and the journal', () => {
    expect(releases[0]).toMatch(/^2026-12-02 — When the app closes or the connection drops\n/);
    expect(releases[1]).toMatch(
      /^2026-12-02 — Opening a note changes nothing, and sends almost nothing\n/,
    );
    expect(releases[2]).toMatch(/^2026-12-02 — What you tap shows at once, and stays\n/);
    expect(releases[3]).toMatch(/^2026-12-01 — Nothing lost while a note opens\n/);
    expect(releases[4]).toMatch(/^2026-11-25 — Faster on large collections, and room to grow\n/);
    expect(releases[5]).toMatch(
      /^2026-11-25 — Offline first, an installable app, and version history\n/,
    );
    expect(releases[6]).toMatch(/^2026-11-25 — Photo to note and voice notes\n/);
    expect(releases[7]).toMatch(
      /^2026-11-24 — An AI assistant, AI inside notes and answers from your notes\n/,
    );
    expect(releases[8]).toMatch(/^2026-11-24 — A daily journal and a habit tracker\n/);
  });

  it('names only operator commands and settings that exist', () => {
    const release = releaseTitled('Faster on large collections, and room to grow');
    const scripts = Object.keys(
      (
        JSON.parse(readFileSync(path.join(contentDir, '..', 'package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    );
    const commands = [...release.matchAll(/`npm run ([\w:-]+)`/g)].map((match) => match[1]);
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(scripts).toContain(command);
    const example = readFileSync(path.join(contentDir, '..', '.env.example'), 'utf8');
    for (const name of ['REDIS_URL', 'INKLING_WORKERS', 'S3_BUCKET'])
      expect(example).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    expect(release).toContain('docs/OPERATIONS.md');
  });

  it('says how the app installs and keeps the limits the code has for device copies and versions', () => {
    const release = releaseTitled('Offline first, an installable app, and version history');
    for (const step of ['Share → Add to Home Screen', 'File → Add to Dock', 'docs/OPERATIONS.md']) {
      expect(release).toContain(step);
    }
    expect(release).toContain(`${DEFAULT_OFFLINE_NOTE_COUNT} notes`);
    expect(release).toContain(`${VERSION_RETENTION_DAYS} days`);
    expect(release).toContain(`last ${VERSIONS_ALWAYS_KEPT}`);
    expect(release).toContain('/sw.js');
  });

  it('says photo to note reads printed text, not handwriting, and keeps the limits the code has', () => {
    const release = releaseTitled('Photo to note and voice notes');
    expect(release).toMatch(/\bprinted\b/);
    expect(release).toMatch(/handwriting is not read reliably/);
    expect(release).toContain(`${MAX_AUDIO_BYTES / 1024 / 1024} MB`);
    expect(release).toContain(`${MAX_RECORDING_SECONDS / 60} minutes`);
    expect(release).toContain('AI_TRANSCRIPTION_MODEL');
  });

  it('never lists a planned feature as shipped', () => {
    const lines = releases.flatMap((text) =>
      text.split('\n').filter((line) => line.startsWith('- ')),
    );
    const wrong = lines.filter(
      (line) =>
        mentions(line, planned).length > 0 && !roadmapWords.test(line) && !deniesListing.test(line),
    );
    expect(wrong).toEqual([]);
  });
});
