import { competitorSchema, type Competitor } from '@common/schemas/content';
import { competitors } from '@content/competitors';
import { checkContent, ContentError } from './contentFiles.server';

const competitorListSchema = competitorSchema.array().min(1);

/** The competitors of content/competitors.ts, checked against the schema. */
export function listCompetitors(source: unknown = competitors): Competitor[] {
  return checkContent('content/competitors.ts', competitorListSchema, source);
}

/** One competitor; a page whose competitor is missing fails the build. */
export function getCompetitor(slug: string, source: unknown = competitors): Competitor {
  const found = listCompetitors(source).find((competitor) => competitor.slug === slug);
  if (!found) throw new ContentError('content/competitors.ts', `no competitor "${slug}"`);
  return found;
}
