import { site } from '@content/site';
import { useRedirectSignedIn } from '@app/hooks/useRedirectSignedIn';
import { FeatureGrid } from './components/FeatureGrid';
import { Hero } from './components/Hero';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';

export function meta() {
  return [
    { title: `${site.productName} — AI notes and a daily journal, online or offline` },
    { name: 'description', content: site.description },
    { property: 'og:title', content: `${site.productName} — ${site.tagline}` },
    { property: 'og:description', content: site.description },
    { property: 'og:type', content: 'website' },
  ];
}

/** The public home page (seed §2). The marketing sections grow around this shell. */
export default function Landing() {
  useRedirectSignedIn();
  return (
    <>
      <SiteHeader />
      <main>
        <Hero />
        <FeatureGrid />
      </main>
      <SiteFooter />
    </>
  );
}
