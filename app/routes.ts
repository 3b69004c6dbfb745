import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import {
  alternativeApps,
  comparedApps,
  contentPages,
  studentComparedApps,
  type ContentPagePath,
} from '../common/routes';
import { blogSlugs } from './content/blogSlugs.server';

const site = 'scenes/Site';

/**
 * The route table. React Router gives every screen its own chunk; the first
 * screen's chunk ships with its HTML, the rest load when opened (or earlier,
 * see BackgroundPreload). Paths here must agree with `common/routes.ts`.
 *
 * Public pages that share a module (each competitor, post or content page)
 * get one static route each rather than a `:param`: an address nobody wrote
 * then falls through to the not-found page, instead of matching a page
 * whose build-time loader cannot run in the browser.
 */
export default [
  index('scenes/Landing/Landing.tsx'),
  route('login', 'scenes/Auth/Login/Login.tsx'),
  route('signup', 'scenes/Auth/Signup/Signup.tsx'),
  route('forgot-password', 'scenes/Auth/ForgotPassword/ForgotPassword.tsx'),
  route('reset-password', 'scenes/Auth/ResetPassword/ResetPassword.tsx'),
  route('demo-setup', 'scenes/DemoSetup/DemoSetup.tsx'),
  // The native app's server address (a browser is sent to the home page).
  route('app/server', 'scenes/ServerAddress/ServerAddress.tsx'),

  // The public site: prerendered at build time from content/.
  route('changelog', `${site}/Changelog/Changelog.tsx`),
  route('templates', `${site}/Templates/Templates.tsx`),
  route('templates/free', `${site}/Templates/FreeTemplates.tsx`),
  route('compare', `${site}/Compare/CompareIndex.tsx`),
  ...comparedApps.map((app) =>
    route(`compare/${app}`, `${site}/Compare/CompareApp.tsx`, { id: `compare-${app}` }),
  ),
  ...studentComparedApps.map((app) =>
    route(`compare/${app}-students`, `${site}/Compare/CompareStudents.tsx`, {
      id: `compare-${app}-students`,
    }),
  ),
  ...alternativeApps.map((app) =>
    route(`alternative/${app}`, `${site}/Alternative/Alternative.tsx`, {
      id: `alternative-${app}`,
    }),
  ),
  route('blog', `${site}/Blog/BlogIndex.tsx`),
  ...blogSlugs().map((slug) =>
    route(`blog/${slug}`, `${site}/Blog/BlogPost.tsx`, { id: `blog-${slug}` }),
  ),
  route('faq', `${site}/Faq/Faq.tsx`),
  ...(Object.keys(contentPages) as ContentPagePath[]).map((path) =>
    route(path.slice(1), `${site}/ContentPage/ContentPage.tsx`, {
      id: `page-${contentPages[path]}`,
    }),
  ),
  route('sitemap.xml', `${site}/Sitemap/sitemap.ts`),

  // Subscription and AI-usage checks (while signed in) for pricing and the app.
  layout('scenes/AppShell/AccountProviders.tsx', [
    route('pricing', 'scenes/Pricing/Pricing.tsx'),
    // Signed-in screens: the layout's loader sends visitors to /login?next=….
    layout('scenes/AppShell/AppLayout.tsx', [
      route('dashboard', 'scenes/Dashboard/Dashboard.tsx'),
      route('note/:id', 'scenes/Note/NoteScreen.tsx'),
      route('journal', 'scenes/Journal/Journal.tsx'),
      route('habits', 'scenes/Habits/Habits.tsx'),
      route('assistant', 'scenes/Assistant/Assistant.tsx'),
      route('timeline', 'scenes/Timeline/Timeline.tsx'),
      route('tags', 'scenes/Tags/Tags.tsx'),
      route('trash', 'scenes/Trash/Trash.tsx'),
      route('settings', 'scenes/Settings/Settings.tsx'),
    ]),
  ]),
  route('*', 'scenes/NotFound/NotFound.tsx'),
] satisfies RouteConfig;
