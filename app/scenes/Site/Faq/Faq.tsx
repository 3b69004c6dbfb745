import { PRODUCT_NAME } from '@common/constants';
import type { FaqEntry } from '@common/schemas/content';
import { aiFaq, appFaq, captureFaq, journalFaq } from '@content/faq';
import { listFaq } from '@app/content/faq.server';
import { loadContentPage } from '@app/content/pages.server';
import { cn } from '@app/lib/cn';
import { breadcrumbJsonLd, seoMeta } from '@app/lib/seo';
import { Prose } from '../components/Prose';
import { PageHeading, SitePage } from '../components/SitePage';
import { StartTrial } from '../components/StartTrial';
import type { Route } from './+types/Faq';

const path = '/faq';
const trail = [{ name: 'FAQ', path }];

/**
 * Runs at build time: the page's introduction (content/pages/faq.md) and the
 * questions (content/faq.ts): the landing page's eight, then the AI's, then
 * photo to note's and voice notes', then the journal's, then installing the
 * app and version history.
 */
export function loader() {
  return {
    page: loadContentPage('faq'),
    questions: listFaq(),
    aiQuestions: listFaq(aiFaq),
    captureQuestions: listFaq(captureFaq),
    journalQuestions: listFaq(journalFaq),
    appQuestions: listFaq(appFaq),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, questions, aiQuestions, captureQuestions, journalQuestions, appQuestions } =
    loaderData;
  return seoMeta({
    title: page.title,
    description: page.description,
    path,
    jsonLd: [
      breadcrumbJsonLd(trail),
      {
        '@type': 'FAQPage',
        mainEntity: [
          ...questions,
          ...aiQuestions,
          ...captureQuestions,
          ...journalQuestions,
          ...appQuestions,
        ].map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer },
        })),
      },
    ],
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page, questions, aiQuestions, captureQuestions, journalQuestions, appQuestions } =
    loaderData;
  return (
    <SitePage breadcrumbs={trail}>
      <PageHeading title={page.heading} />
      <Prose html={page.html} />
      <section aria-labelledby="questions" className="mt-10">
        <h2 id="questions" className="sr-only">
          Questions about {PRODUCT_NAME}
        </h2>
        <Questions entries={questions} />
      </section>
      <section aria-labelledby="ai-questions" className="mt-14">
        <h2 id="ai-questions" className="text-2xl font-bold tracking-tight">
          AI
        </h2>
        <Questions entries={aiQuestions} className="mt-6" />
      </section>
      <section aria-labelledby="capture-questions" className="mt-14">
        <h2 id="capture-questions" className="text-2xl font-bold tracking-tight">
          Photos and voice notes
        </h2>
        <Questions entries={captureQuestions} className="mt-6" />
      </section>
      <section aria-labelledby="journal-questions" className="mt-14">
        <h2 id="journal-questions" className="text-2xl font-bold tracking-tight">
          The journal and habits
        </h2>
        <Questions entries={journalQuestions} className="mt-6" />
      </section>
      <section aria-labelledby="app-questions" className="mt-14">
        <h2 id="app-questions" className="text-2xl font-bold tracking-tight">
          Installing the app and version history
        </h2>
        <Questions entries={appQuestions} className="mt-6" />
      </section>
      <StartTrial />
    </SitePage>
  );
}

function Questions({ entries, className }: { entries: FaqEntry[]; className?: string }) {
  return (
    <dl className={cn('grid gap-8', className)}>
      {entries.map((entry) => (
        <div key={entry.question}>
          <dt className="text-lg font-semibold">{entry.question}</dt>
          <dd className="mt-2 leading-7 text-muted-foreground">{entry.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
