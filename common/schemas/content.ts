import { z } from './zod';

/**
 * The shapes of the public site's content in `content/`. Files are checked
 * against these at build time (and by tests): a bad file fails the build
 * naming itself, never a visitor's page.
 */

const isoDate = z.iso.date({ message: 'dates are YYYY-MM-DD' });
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slugs are lowercase words and hyphens');

/** Front matter of `content/blog/<slug>.md`. */
export const blogPostFrontMatterSchema = z.object({
  title: z.string().min(10).max(90),
  /** The meta description and the blog list's summary. */
  description: z.string().min(50).max(160),
  date: isoDate,
  /** The date of the last substantial change, when there was one. */
  updated: isoDate.optional(),
  author: z.string().min(2),
  tags: z.array(z.string().min(2)).min(1).max(5),
});
export type BlogPostFrontMatter = z.infer<typeof blogPostFrontMatterSchema>;

/** Front matter of a standalone page in `content/pages/<name>.md` (guides, audiences, FAQ, privacy…). */
export const pageFrontMatterSchema = z.object({
  title: z.string().min(10).max(90),
  description: z.string().min(50).max(160),
  /** The page's h1 when it differs from the title tag. */
  heading: z.string().min(5).max(120).optional(),
  updated: isoDate,
});
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

/** One release in `content/changelog.md` (a `## YYYY-MM-DD — name` heading and its list). */
export const changelogEntrySchema = z.object({
  date: isoDate,
  title: z.string().min(3),
  markdown: z.string().min(10),
});
export type ChangelogEntry = z.infer<typeof changelogEntrySchema>;

/** How well a product covers a feature in a comparison table. */
export const supportSchema = z.enum(['yes', 'partial', 'no']);

/** A competitor, as the comparison and alternative pages present it (`content/competitors.ts`). */
export const competitorSchema = z.object({
  slug,
  name: z.string(),
  maker: z.string(),
  /** One fair paragraph: what it is and what it does well. */
  summary: z.string().min(80),
  /** Price as the vendor lists it, and the month that was checked (e.g. "2026-11"). */
  pricing: z.object({
    free: z.string(),
    paid: z.string(),
    checked: z.string().regex(/^\d{4}-\d{2}$/, 'checked is YYYY-MM'),
    source: z.url(),
  }),
  /** Who this product suits better than Inkling, honestly. */
  suitsBetter: z.array(z.string().min(10)).min(2),
  /** Who Inkling suits better. */
  inklingSuitsBetter: z.array(z.string().min(10)).min(2),
  /** The feature table: same feature keys for every competitor. */
  features: z.array(
    z.object({
      feature: z.string(),
      inkling: supportSchema,
      them: supportSchema,
      note: z.string().optional(),
    }),
  ),
  /** Students' angle for /compare/<slug>-students, when the page exists. */
  students: z.string().min(80).optional(),
});
export type Competitor = z.infer<typeof competitorSchema>;

/** An FAQ entry: landing accordion (item-0 … item-7), /faq and the FAQPage JSON-LD. */
export const faqEntrySchema = z.object({
  question: z.string().min(10).max(120),
  /** Plain text (it goes into JSON-LD as is). */
  answer: z.string().min(40).max(700),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const testimonialSchema = z.object({
  name: z.string(),
  role: z.string(),
  quote: z.string().min(40).max(280),
  /** e.g. "Saves 3 hours a week". */
  timeSaved: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
