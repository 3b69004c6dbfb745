/**
 * Marketing figures shown on the public site. One typed file, so an operator
 * can change a claim in one place; every page reads it from here.
 */
export interface SiteFigures {
  productName: string;
  tagline: string;
  description: string;
  /** The home page's meta description: at most 160 characters, as search results show. */
  metaDescription: string;
  rating: { value: number; best: number; reviewCount: number };
  /** Shown as "Join 10,000+ users". */
  usersClaim: string;
  /** The mobile sign-up bar's figure: a fixed marketing string, not live data (seed §1). */
  signedUpToday: string;
  /** The social link in the site's top bar. */
  social: { label: string; url: string };
  /** What the marketing compares Inkling's price with (seed §9: 10 USD a month). */
  competitorMonthlyPrice: string;
}

export const site: SiteFigures = {
  productName: 'Inkling',
  tagline: 'Notes and a daily journal that keep up with you',
  description:
    'Inkling is a note-taking app and digital journal with AI: capture a thought, a photo, ' +
    'a voice memo or a whole day in seconds, find it again instantly, on any device, online or offline.',
  metaDescription:
    'Inkling is a note-taking app and digital journal: capture a thought in seconds, find it ' +
    'instantly, on any device, online or offline. Try it free for 7 days.',
  rating: { value: 4.8, best: 5, reviewCount: 1247 },
  usersClaim: '10,000+',
  signedUpToday: '38 people signed up today',
  // The operator's own account goes here; this is the product's public profile.
  social: { label: 'Inkling on Mastodon', url: 'https://mastodon.social/@inklingnotes' },
  competitorMonthlyPrice: '$10',
};
