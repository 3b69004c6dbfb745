import { PRODUCT_NAME } from '@common/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NavLink, Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { useAuth } from '@app/auth/AuthProvider';
import { loginPathFor } from '@app/auth/safeNext';
import { sessionStore } from '@app/auth/sessionStore';
import { FullPageLoader } from '@app/components/FullPageLoader';
import { ThemeToggle } from '@app/components/theme/ThemeToggle';
import { cn } from '@app/lib/cn';
import { queryClient } from '@app/lib/queryClient';
import { OfflineDataProvider } from '@app/offline/OfflineDataProvider';
import { SignOutGuard } from '@app/offline/SignOutGuard';
import { UnsyncedIndicator } from '@app/offline/UnsyncedIndicator';
import { Logo } from '@app/scenes/Landing/components/Logo';
import type { Route } from './+types/AppLayout';
import { TrialBanner } from './TrialBanner';
import { ariaShortcut, formatShortcut } from '@app/commands/shortcuts';
import { CommandCenter, useCommandCenter } from '@app/commands/CommandCenter';
import { Button } from '@app/components/ui/Button';
import { FocusModeProvider, useFocusMode } from '@app/notes/FocusModeProvider';
import { useDeviceCopies } from '@app/offline/copies/useDeviceCopies';
import { useOpenNotesEarly } from '@app/notes/useOpenNotesEarly';
import { Search } from 'lucide-react';
import { PhoneNavigation } from './PhoneNavigation';
import { UserMenu } from './UserMenu';

/** Every app screen needs a session: without one, go to sign-in and come back after. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await sessionStore.load();
  // React Router's way to redirect from a loader is to throw the Response.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!user) throw redirect(loginPathFor(new URL(request.url)));
  return null;
}

export function HydrateFallback() {
  return <FullPageLoader />;
}

const navigation = [
  { to: '/dashboard', label: 'Notes' },
  { to: '/journal', label: 'Journal' },
  { to: '/habits', label: 'Habits' },
  { to: '/assistant', label: 'Assistant' },
  { to: '/timeline', label: 'Timeline' },
  { to: '/tags', label: 'Tags' },
  { to: '/trash', label: 'Trash' },
] as const;

/**
 * Below `lg` (phones and tablets, where six links and the tools do not fit one row) the links
 * above, and Settings (otherwise in the account menu), share one menu.
 */
const phoneNavigation = [...navigation, { to: '/settings', label: 'Settings' }] as const;

/** The header: navigation, search, theme and the user menu (hidden in focus mode). */
function AppHeader() {
  const { run, commands } = useCommandCenter();
  const search = commands.find((command) => command.id === 'search');
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <NavLink
          to="/dashboard"
          className="flex items-center gap-2 rounded-md font-semibold"
          aria-label={`${PRODUCT_NAME} notes`}
        >
          <Logo className="size-7" />
          <span className="hidden sm:inline">{PRODUCT_NAME}</span>
        </NavLink>
        <PhoneNavigation items={phoneNavigation} />
        <nav aria-label="Main" className="flex flex-1 items-center gap-1 max-lg:hidden">
          {navigation.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-2 py-1.5 text-sm font-medium hover:bg-muted sm:px-3',
                  isActive ? 'bg-muted text-foreground' : 'text-muted-foreground',
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <Button
          variant="outline"
          size="sm"
          className="max-lg:ml-auto"
          aria-label="Search"
          onClick={() => run('search')}
          aria-keyshortcuts={search?.shortcut ? ariaShortcut(search.shortcut) : undefined}
        >
          <Search aria-hidden />
          <span className="hidden md:inline">Search</span>
          {search?.shortcut && (
            <kbd className="hidden font-mono text-xs text-muted-foreground md:inline">
              {formatShortcut(search.shortcut)}
            </kbd>
          )}
        </Button>
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}

function AppFrame() {
  const { active: focusing } = useFocusMode();
  return (
    <div className="flex min-h-dvh flex-col">
      {!focusing && <AppHeader />}
      <UnsyncedIndicator />
      {!focusing && <TrialBanner />}
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}

/** The signed-in shell: navigation, commands and shortcuts, user menu, and the screen. */
export default function AppLayout() {
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  useDeviceCopies(user?.id ?? null);
  useOpenNotesEarly(user?.id ?? null);

  // Signed out in another tab, or the session ended: leave the app screens.
  useEffect(() => {
    if (!loading && !user) void navigate(loginPathFor(location), { replace: true });
  }, [loading, user, location, navigate]);

  const screens = (
    <SignOutGuard>
      <FocusModeProvider>
        <CommandCenter>
          <AppFrame />
        </CommandCenter>
      </FocusModeProvider>
    </SignOutGuard>
  );
  // The signed-in user's data is kept on this device (under their id) and their outbox replayed.
  return user ? (
    <OfflineDataProvider userId={user.id}>{screens}</OfflineDataProvider>
  ) : (
    <QueryClientProvider client={queryClient}>{screens}</QueryClientProvider>
  );
}
