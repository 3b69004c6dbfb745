import { isMissingFeature } from './pluginErrors';

/** Runs a plugin call whose absence must not stop the app (UNIMPLEMENTED / UNAVAILABLE). */
async function optional(what: string, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (isMissingFeature(error)) return;
    console.warn(`Native ${what} failed`, error);
  }
}

/** The status bar's text in step with the theme: light text on dark, dark text on light. */
async function followTheme(): Promise<() => void> {
  const { StatusBar, Style } = await import('@capacitor/status-bar');
  const root = document.documentElement;
  const apply = () =>
    void optional('status bar', () =>
      StatusBar.setStyle({ style: root.classList.contains('dark') ? Style.Dark : Style.Light }),
    );
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(root, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * What the iOS and Android app does once the first screen has rendered:
 * hides the splash screen, keeps the status bar readable in both themes,
 * opens the journal when its reminder is tapped, and lets Android's back
 * button go back (or leave the app from its first screen).
 */
export async function startNativeShell(navigate: (path: string) => void): Promise<() => void> {
  const [{ SplashScreen }, { LocalNotifications }, { App }] = await Promise.all([
    import('@capacitor/splash-screen'),
    import('@capacitor/local-notifications'),
    import('@capacitor/app'),
  ]);
  await optional('splash screen', () => SplashScreen.hide());
  const stopTheme = await followTheme();
  const listeners = await Promise.all([
    LocalNotifications.addListener('localNotificationActionPerformed', ({ notification }) => {
      const path: unknown = (notification.extra as { path?: unknown } | undefined)?.path;
      if (typeof path === 'string' && path.startsWith('/')) navigate(path);
    }).catch(() => null),
    App.addListener('backButton', ({ canGoBack }) => {
      if (canGoBack) window.history.back();
      else void App.exitApp();
    }).catch(() => null),
  ]);
  return () => {
    stopTheme();
    for (const listener of listeners) void listener?.remove();
  };
}
