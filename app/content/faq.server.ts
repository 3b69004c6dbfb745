import { faqEntrySchema, type FaqEntry } from '@common/schemas/content';
import { faq } from '@content/faq';
import { checkContent } from './contentFiles.server';

/** The FAQ of content/faq.ts, checked against the schema. */
export function listFaq(source: unknown = faq): FaqEntry[] {
  return checkContent('content/faq.ts', faqEntrySchema.array().min(1), source);
}
