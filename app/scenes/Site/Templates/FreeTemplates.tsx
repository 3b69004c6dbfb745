import { FREE_TRIAL_DAYS, PRODUCT_NAME } from '@common/constants';
import { listTemplateCards } from '@app/content/templates.server';
import { breadcrumbJsonLd, OG_IMAGES, seoMeta } from '@app/lib/seo';
import { StartTrial } from '../components/StartTrial';
import { PageHeading, SitePage } from '../components/SitePage';
import { TemplateGallery } from './TemplateGallery';
import type { Route } from './+types/FreeTemplates';

const path = '/templates/free';
const trail = [
  { name: 'Templates', path: '/templates' },
  { name: 'Free templates', path },
];

/** Runs at build time: the same gallery as /templates, framed for people looking for free ones. */
export function loader() {
  return { templates: listTemplateCards() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const count = loaderData?.templates.length ?? 0;
  return seoMeta({
    title: `${String(count)} free note templates: journal, study, meetings — ${PRODUCT_NAME}`,
    description: `Free templates for notes and journaling: gratitude log, habit check-in, study guide, book notes, to-do list and more. No credit card needed, free after the trial too.`,
    path,
    image: OG_IMAGES.templates,
    jsonLd: breadcrumbJsonLd(trail),
  });
}

export default function FreeTemplates({ loaderData }: Route.ComponentProps) {
  return (
    <SitePage breadcrumbs={trail} width="wide">
      <PageHeading
        title="Free note and journal templates"
        lead={`Every template here is free to use: sign up with no credit card, pick one, and it becomes a note you can change however you like. They stay free after the ${FREE_TRIAL_DAYS}-day trial too: when it ends, only ${PRODUCT_NAME}'s AI features are counted.`}
      />
      <TemplateGallery templates={loaderData.templates} />
      <StartTrial heading="Use these templates free" />
    </SitePage>
  );
}
