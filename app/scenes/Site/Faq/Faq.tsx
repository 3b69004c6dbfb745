import { PRODUCT_NAME } from '@common/constants';
import { listFaq } from '@app/content/faq.server';
import { loadContentPage } from '@app/content/pages.server';
import { breadcrumbJsonLd, seoMeta } from '@app/lib/seo';
import { Prose } from '../components/Prose';
import { PageHeading, SitePage } from '../components/SitePage';
import { StartTrial } from '../components/StartTrial';
import type { Route } from './+types/Faq';

const path = '/faq';
const trail = [{ name: 'FAQ', path }];

/** Runs at build time: the page's introduction (content/pages/faq.md) and the questions (content/faq.ts). */
export function loader() {
  return { page: loadContentPage('faq'), questions: listFaq() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page, questions } = loaderData;
  return seoMeta({
    title: page.title,
    description: page.description,
    path,
    jsonLd: [
      breadcrumbJsonLd(trail),
      {
        '@type': 'FAQPage',
        mainEntity: questions.map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.answer },
        })),
      },
    ],
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page, questions } = loaderData;
  return (
    <SitePage breadcrumbs={trail}>
      <PageHeading title={page.heading} />
      <Prose html={page.html} />
      <section aria-labelledby="questions" className="mt-10">
        <h2 id="questions" className="sr-only">
          Questions about {PRODUCT_NAME}
        </h2>
        <dl className="grid gap-8">
          {questions.map((entry) => (
            <div key={entry.question}>
              <dt className="text-lg font-semibold">{entry.question}</dt>
              <dd className="mt-2 leading-7 text-muted-foreground">{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
      <StartTrial />
    </SitePage>
  );
}
