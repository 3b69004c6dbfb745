import { PRODUCT_NAME } from '@common/constants';
import { site } from '@content/site';

export function SiteFooter() {
  return (
    <footer className="border-t border-border py-10 text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 sm:flex-row sm:justify-between">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. {site.tagline}.
        </p>
        <p>Made for students, professionals and writers.</p>
      </div>
    </footer>
  );
}
