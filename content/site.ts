import type { Testimonial } from '@common/schemas/content';

/**
 * Marketing figures shown on the public site. One typed file, so an operator
 * can change a claim in one place; every page reads it from here.
 */
export interface SiteFigures {
  productName: string;
  tagline: string;
  rating: { value: number; best: number; reviewCount: number };
  /** Shown as "Join 10,000+ users". */
  usersClaim: string;
  /** The mobile sign-up bar's figure: a fixed marketing string, not live data (seed §1). */
  signedUpToday: string;
  /** The social link in the site's top bar. */
  social: { label: string; url: string };
}

export const site: SiteFigures = {
  productName: 'Inkling',
  tagline: 'Notes and a daily journal that keep up with you',
  rating: { value: 4.8, best: 5, reviewCount: 1247 },
  usersClaim: '10,000+',
  signedUpToday: '38 people signed up today',
  // The operator's own account goes here; this is the product's public profile.
  social: { label: 'Inkling on Mastodon', url: 'https://mastodon.social/@inklingnotes' },
};

// The longer texts below are separate exports, read by build-time loaders, so
// they stay out of the JavaScript every public page loads.

/** The product in a sentence: structured data and social cards. */
export const siteDescription =
  'Inkling is a note-taking app, daily journal and habit tracker: capture a thought or a whole ' +
  'day in seconds, typed, from a photo of a printed page or as a voice note with its transcript, ' +
  'and find it again instantly, on any device. Its AI assistant turns a request into a ' +
  'formatted note you can share, works inside your notes and answers from them.';

/** The home page's meta description: at most 160 characters, as search results show. */
export const homeMetaDescription =
  'Inkling is a note-taking app, daily journal and habit tracker with AI: capture a thought ' +
  'in seconds, find it instantly, on any device. Try it free for 7 days.';

/**
 * Three testimonials for the landing page. PLACEHOLDERS: invented examples
 * that show the layout. Replace them with real testimonials, quoted with each
 * person's written consent, before launch, or remove the section. Never
 * publish invented people as real customers. (A separate export, read at
 * build time, so they are not in every page's JavaScript.)
 */
export const testimonials: Testimonial[] = [
  {
    name: 'Maya R.',
    role: 'Second-year biology student',
    quote:
      'I take every lecture in the Cornell template and tag it by module. Before exams I search a term and have every lecture that mentions it in seconds, instead of flicking through three notebooks.',
    timeSaved: 'Saves about 2 hours a week',
  },
  {
    name: 'Daniel O.',
    role: 'Project manager',
    quote:
      'Meeting notes start from a template, so decisions and owners are always in the same place. The timeline means I can find what we agreed on a given Tuesday without remembering what I called the note.',
    timeSaved: 'Saves 3 hours a week',
  },
  {
    name: 'Priya S.',
    role: 'Freelance writer',
    quote:
      'Focus mode is the reason I draft here. Ctrl+Shift+F and there is only the page. Ideas go in as short notes with a tag, and I can find them again when a piece needs them.',
    timeSaved: 'Saves 1 hour a day',
  },
];
