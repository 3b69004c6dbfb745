import { PRODUCT_NAME } from '@common/constants';
import { site } from '@content/site';
import { Link } from 'react-router';

/** The footer's links, exactly the seed's (§2), grouped for reading. */
const groups = [
  {
    title: 'Product',
    links: [
      { to: '/ai-digital-notebook', label: 'AI digital notebook' },
      { to: '/templates', label: 'Templates' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/changelog', label: 'Changelog' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  {
    title: 'Made for',
    links: [
      { to: '/for/students', label: 'Students' },
      { to: '/for/professionals', label: 'Professionals' },
      { to: '/for/writers', label: 'Writers' },
    ],
  },
  {
    title: 'Alternatives',
    links: [
      { to: '/alternative/notion', label: 'Notion alternative' },
      { to: '/alternative/evernote', label: 'Evernote alternative' },
      { to: '/alternative/onenote', label: 'OneNote alternative' },
      { to: '/alternative/apple-notes', label: 'Apple Notes alternative' },
    ],
  },
  {
    title: 'Legal',
    links: [{ to: '/privacy', label: 'Privacy policy' }],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-border py-12 text-sm text-muted-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4">
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="font-semibold text-foreground">{group.title}</h2>
              <ul className="mt-3 grid gap-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-block rounded py-1 underline-offset-4 hover:text-foreground hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="flex flex-col gap-2 border-t border-border pt-6 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. {site.tagline}.
          </p>
          <p>Made for students, professionals and writers.</p>
        </div>
      </div>
    </footer>
  );
}
