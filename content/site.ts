/**
 * Marketing figures shown on the public site. One typed file, so an operator
 * can change a claim in one place; every page reads it from here.
 */
export interface SiteFigures {
  productName: string;
  tagline: string;
  description: string;
  rating: { value: number; best: number; reviewCount: number };
  /** Shown as "Join 10,000+ users". */
  usersClaim: string;
}

export const site: SiteFigures = {
  productName: 'Inkling',
  tagline: 'Notes and a daily journal that keep up with you',
  description:
    'Inkling is a note-taking app and digital journal with AI: capture a thought, a photo, ' +
    'a voice memo or a whole day in seconds, find it again instantly, on any device, online or offline.',
  rating: { value: 4.8, best: 5, reviewCount: 1247 },
  usersClaim: '10,000+',
};
