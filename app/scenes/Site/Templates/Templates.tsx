import { PRODUCT_NAME } from '@common/constants';
import { listTemplateCards } from '@app/content/templates.server';
import { breadcrumbJsonLd, OG_IMAGES, seoMeta } from '@app/lib/seo';
import { StartTrial } from '../components/StartTrial';
import { PageHeading, SitePage } from '../components/SitePage';
import { TemplateGallery } from './TemplateGallery';
import type { Route } from './+types/Templates';

const path = '/templates';
const trail = [{ name: 'Templates', path }];

/** Runs at build time: the templates' Markdown is rendered here, never in the browser. */
export function loader() {
  return { templates: listTemplateCards() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const count = loaderData?.templates.length ?? 0;
  return seoMeta({
    title: `Note templates for journals, study and work — ${PRODUCT_NAME}`,
    description: `${String(count)} ready-made note templates: daily journal, lecture notes, meeting notes, project plan, weekly review and more. Start a note from one in a click.`,
    path,
    image: OG_IMAGES.templates,
    jsonLd: [
      breadcrumbJsonLd(trail),
      {
        '@type': 'CollectionPage',
        name: `${PRODUCT_NAME} note templates`,
        hasPart: (loaderData?.templates ?? []).map((template) => ({
          '@type': 'CreativeWork',
          name: template.name,
          description: template.description,
        })),
      },
    ],
  });
}

export default function Templates({ loaderData }: Route.ComponentProps) {
  return (
    <SitePage breadcrumbs={trail} width="wide">
      <PageHeading
        title="Note templates"
        lead={`Start from a page that already knows its shape. Pick a template, and ${PRODUCT_NAME} opens a new note with it, ready to fill in. Every note can also be saved as your own template.`}
      />
      <TemplateGallery templates={loaderData.templates} />
      <StartTrial heading="Start your first note from a template" />
    </SitePage>
  );
}
