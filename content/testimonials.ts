// PLACEHOLDERS. These three testimonials are invented examples that show the
// layout (the landing page needs three). The operator must replace them with
// real testimonials, quoted with each person's written consent, before launch,
// or remove the section. Do not publish invented people as real customers.
import { type Testimonial } from '@common/schemas/content';

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
