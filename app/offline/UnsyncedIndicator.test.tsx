import 'fake-indexeddb/auto';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@app/components/ui/Button';
import { startOfflineSync, activeOfflineSync } from './offlineSync';
import type { NewOutboxEntry } from './outbox';
import { SignOutGuard, useSignOutGuard, type SignOut } from './SignOutGuard';
import { UnsyncedIndicator } from './UnsyncedIndicator';
import { unsentNotes } from './unsentNotes';
import { AFTER_FRAME_MS } from '@app/lib/afterFrame';
import { reportUnsyncedNote } from './unsyncedNotes';

const pin = (n: number): NewOutboxEntry => ({
  method: 'PATCH',
  path: `/api/notes/n${n}`,
  body: { pinned: true },
  kind: 'update-note',
  noteId: `n${n}`,
  label: `Pinning “Note ${n}”`,
});

/** The server is out of reach until `reachable` is set. */
let reachable = false;
let stop: () => void = () => undefined;

beforeEach(() => {
  reachable = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      reachable
        ? Promise.resolve(Response.json({ note: {} }))
        : Promise.reject(new TypeError('Failed to fetch')),
    ),
  );
  stop = startOfflineSync(`user-${crypto.randomUUID()}`, new QueryClient(), vi.fn());
});

afterEach(() => {
  stop();
  reportUnsyncedNote('open-note', false);
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

/** Reports an open note's words and waits for the notice, after the frame. */
async function reportAndNotice(noteId: string, hasUnsynced: boolean) {
  reportUnsyncedNote(noteId, hasUnsynced);
  await act(() => new Promise((resolve) => setTimeout(resolve, AFTER_FRAME_MS + 1)));
}

const sync = () => {
  const active = activeOfflineSync();
  if (!active) throw new Error('no outbox');
  return active;
};

describe('UnsyncedIndicator', () => {
  it('counts the outbox and the open note’s unacknowledged words, lists them, and goes when all are synced', async () => {
    render(<UnsyncedIndicator graceMs={0} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    await act(async () => {
      await sync().queue(pin(1));
      await sync().queue(pin(2));
    });
    await waitFor(() => expect(status).toHaveTextContent(/^2 changes not synced yet · since \d/));

    await reportAndNotice('open-note', true);
    expect(status).toHaveTextContent('3 changes not synced yet');
    // A note closed with words the server lacks counts too.
    act(() => unsentNotes.add(sync().userId, 'closed-note'));
    expect(status).toHaveTextContent('4 changes not synced yet');
    act(() => unsentNotes.remove(sync().userId, 'closed-note'));
    expect(status).toHaveTextContent('3 changes not synced yet');

    await userEvent.click(screen.getByRole('button', { name: /details/i }));
    expect(screen.getByRole('menuitem', { name: /Pinning “Note 1”/ })).toBeInTheDocument();
    expect(
      screen.getByRole('menuitem', { name: /Words typed in an open note/ }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    reachable = true;
    await act(() => sync().replay());
    await waitFor(() => expect(status).toHaveTextContent('1 change not synced yet'));
    await reportAndNotice('open-note', false);
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: /details/i })).not.toBeInTheDocument();
  });
});

describe('UnsyncedIndicator and the open note’s words', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('online: lists them only once they have waited the grace, so the bar does not flash with every key', async () => {
    render(<UnsyncedIndicator graceMs={300} />);
    const status = screen.getByRole('status');

    // Acknowledged within the grace: never shown.
    await reportAndNotice('open-note', true);
    expect(status).toBeEmptyDOMElement();
    await reportAndNotice('open-note', false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(status).toBeEmptyDOMElement();

    // Still waiting after it: shown.
    await reportAndNotice('open-note', true);
    expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent(/^1 change not synced yet · since \d/));
    await reportAndNotice('open-note', false);
    expect(status).toBeEmptyDOMElement();
  });

  it('offline: lists them at once, beside the outbox’s writes', async () => {
    // Offline from the start: a write queued now waits, with no replay left running after the test.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<UnsyncedIndicator graceMs={60_000} />);
    const status = screen.getByRole('status');
    await act(() => sync().queue(pin(1)));
    await waitFor(() => expect(status).toHaveTextContent('1 change not synced yet'));

    await reportAndNotice('open-note', true);
    expect(status).toHaveTextContent('2 changes not synced yet');
  });
});

function SignOutButton({ signOut }: { signOut: SignOut }) {
  const { requestSignOut } = useSignOutGuard();
  return <Button onClick={() => requestSignOut(signOut)}>Sign out</Button>;
}

function renderGuard() {
  const signOut = vi.fn(() => Promise.resolve());
  render(
    <SignOutGuard>
      <SignOutButton signOut={signOut} />
    </SignOutGuard>,
  );
  return signOut;
}

describe('SignOutGuard', () => {
  it('does not render again as changes come and go (a key typed in a note is one), nor anything in it', async () => {
    const commits = vi.fn();
    function UsesGuard() {
      useSignOutGuard();
      return null;
    }
    render(
      <Profiler id="guard" onRender={commits}>
        <SignOutGuard>
          <UsesGuard />
        </SignOutGuard>
      </Profiler>,
    );
    commits.mockClear();
    await reportAndNotice('open-note', true);
    await reportAndNotice('open-note', false);
    expect(commits).not.toHaveBeenCalled();
  });

  it('counts an open note’s words at the moment Sign out is pressed', async () => {
    const signOut = renderGuard();
    await reportAndNotice('open-note', true);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      '1 change has not reached the server yet.',
    );
    // The open dialog follows the count: the words reach the server while it is open.
    await reportAndNotice('open-note', false);
    expect(screen.getByRole('dialog')).toHaveTextContent(
      '0 changes have not reached the server yet.',
    );
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs out at once when nothing is pending', async () => {
    const signOut = renderGuard();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns while changes are pending: Cancel keeps everything, Sign out anyway signs out', async () => {
    await sync().queue(pin(1));
    await sync().queue(pin(2));
    const signOut = renderGuard();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Changes not synced yet' });
    expect(dialog).toHaveTextContent(
      '2 changes have not reached the server yet. Wait for them, or sign out and lose them?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
    expect(await sync().outbox.entries()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out anyway' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('Wait and sign out: says so while offline, then signs out once the changes are sent', async () => {
    await sync().queue(pin(1));
    const signOut = renderGuard();
    act(() => onlineManager.setOnline(false));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wait and sign out' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(/You are offline/);
    expect(signOut).not.toHaveBeenCalled();

    reachable = true;
    act(() => onlineManager.setOnline(true));
    await act(() => sync().replay());
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    expect(await sync().outbox.entries()).toEqual([]);
  });
});
