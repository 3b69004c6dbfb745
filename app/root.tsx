import { useContext, useEffect, type ReactNode } from 'react';
import { preload } from 'react-dom';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  UNSAFE_FrameworkContext,
} from 'react-router';
import { PRODUCT_NAME } from '@common/constants';
import type { Route } from './+types/root';
import { AuthProvider } from './auth/AuthProvider';
import { BackgroundPreload } from './components/BackgroundPreload';
import { ErrorScreen } from './components/ErrorScreen';
import { FullPageLoader } from './components/FullPageLoader';
import { NavigationLoader } from './components/NavigationLoader';
import { ThemeProvider } from './components/theme/ThemeProvider';
import { ToastOutlet } from './components/toast/ToastOutlet';
import { ToastProvider } from './components/toast/ToastProvider';
import { THEME_INIT_SCRIPT } from './components/theme/themeInitScript';
import { NativeStart } from './native/NativeStart';
import { ServiceWorker } from './serviceWorker/ServiceWorker';
import { APPLE_TOUCH_ICON, MANIFEST_PATH } from './serviceWorker/webManifest';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: MANIFEST_PATH },
  {
    rel: 'apple-touch-icon',
    href: APPLE_TOUCH_ICON.path,
    sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`,
  },
];

export const meta: Route.MetaFunction = () => [{ title: PRODUCT_NAME }];

/**
 * Tells end-to-end tests (and curious developers) that a screen, not the
 * loader, is on the page and React handles its events.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The app's stylesheet blocks the first paint, but React writes its link
 * after the screen's script preloads, so on HTTP/1.1 (six connections) it
 * waited for them. A preload puts its request first (React writes preloads
 * before the rest of the head).
 */
function useStylesFirst() {
  const css = useContext(UNSAFE_FrameworkContext)?.manifest.routes.root?.css ?? [];
  for (const href of css) preload(href, { as: 'style' });
}

/** The HTML document around every screen, the loader and the error screen alike. */
export function Layout({ children }: { children: ReactNode }) {
  useStylesFirst();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Providers every screen needs. Deliberately few: the public pages pay for
 * each byte here. Signed-in screens add their own (data fetching) in their layout.
 */
export default function App() {
  return (
    <ThemeProvider>
      <AuthProvider>
        <ToastProvider>
          <Outlet />
          <HydrationMarker />
          <NavigationLoader />
          <BackgroundPreload />
          <ServiceWorker />
          <ToastOutlet />
          <NativeStart />
        </ToastProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}

/** Shown while the browser loads the code of a screen that was not prerendered. */
export function HydrateFallback() {
  return <FullPageLoader />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // Navigating to the same address clears the route error and renders the screen afresh.
  const tryAgain = () => {
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  if (typeof console !== 'undefined') console.error(error);
  return (
    <>
      <ErrorScreen error={error} onTryAgain={tryAgain} />
      <HydrationMarker />
    </>
  );
}
