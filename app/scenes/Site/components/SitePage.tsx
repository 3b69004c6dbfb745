import type { ReactNode } from 'react';
import { SiteFooter } from '@app/scenes/Landing/components/SiteFooter';
import { SiteHeader } from '@app/scenes/Landing/components/SiteHeader';
import { Breadcrumbs } from './Breadcrumbs';
import type { Crumb } from '@app/lib/seo';

interface SitePageProps {
  /** The trail below Home; its last step is this page. */
  breadcrumbs: Crumb[];
  /** `narrow` keeps long text at a comfortable reading measure. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame of every public sub-page: top bar, breadcrumbs, content, footer. */
export function SitePage({ breadcrumbs, width = 'narrow', children }: SitePageProps) {
  return (
    <>
      <SiteHeader />
      <main
        className={`mx-auto px-4 py-10 sm:py-14 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl'}`}
      >
        <Breadcrumbs trail={breadcrumbs} />
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** A page's h1 and the sentence under it. */
export function PageHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="mt-6">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead && <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>}
    </header>
  );
}
