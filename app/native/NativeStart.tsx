import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isNativeApp, SERVER_ADDRESS_PATH } from './platform';

/**
 * The native app's start, mounted once at the root (nothing in a browser):
 * the app opens on the dashboard rather than the website's home page, asks
 * for its server first when none is set, and starts the native shell
 * (splash screen, status bar, notification taps, back button).
 */
export function NativeStart() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isNativeApp()) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./nativeShell')
      .then(({ startNativeShell }) => startNativeShell((path) => void navigate(path)))
      .then((stopShell) => {
        if (ended) stopShell();
        else stop = stopShell;
      });
    return () => {
      ended = true;
      stop?.();
    };
  }, [navigate]);

  useEffect(() => {
    if (!isNativeApp() || pathname === SERVER_ADDRESS_PATH) return;
    if (pathname === '/') {
      void navigate('/dashboard', { replace: true });
      return;
    }
    void import('./serverConnection').then(async ({ hasServerAddress }) => {
      if (!(await hasServerAddress()))
        await navigate(`${SERVER_ADDRESS_PATH}?next=${encodeURIComponent(pathname)}`, {
          replace: true,
        });
    });
  }, [pathname, navigate]);

  return null;
}
