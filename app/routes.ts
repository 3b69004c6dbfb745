import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table. React Router gives every screen its own chunk; the first
 * screen's chunk ships with its HTML, the rest load when opened (or earlier,
 * see BackgroundPreload). Paths here must agree with `common/routes.ts`.
 */
export default [
  index('scenes/Landing/Landing.tsx'),
  route('login', 'scenes/Auth/Login/Login.tsx'),
  route('signup', 'scenes/Auth/Signup/Signup.tsx'),
  route('forgot-password', 'scenes/Auth/ForgotPassword/ForgotPassword.tsx'),
  route('reset-password', 'scenes/Auth/ResetPassword/ResetPassword.tsx'),
  // Subscription and AI-usage checks (while signed in) for pricing and the app.
  layout('scenes/AppShell/AccountProviders.tsx', [
    route('pricing', 'scenes/Pricing/Pricing.tsx'),
    // Signed-in screens: the layout's loader sends visitors to /login?next=….
    layout('scenes/AppShell/AppLayout.tsx', [
      route('dashboard', 'scenes/Dashboard/Dashboard.tsx'),
      route('note/:id', 'scenes/Note/NoteScreen.tsx'),
      route('timeline', 'scenes/Timeline/Timeline.tsx'),
      route('tags', 'scenes/Tags/Tags.tsx'),
      route('trash', 'scenes/Trash/Trash.tsx'),
      route('settings', 'scenes/Settings/Settings.tsx'),
    ]),
  ]),
  route('*', 'scenes/NotFound/NotFound.tsx'),
] satisfies RouteConfig;
