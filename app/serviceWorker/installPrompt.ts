/**
 * Chromium's install offer: the browser fires `beforeinstallprompt` when the
 * app is installable; the event is kept so Settings can show "Install Inkling"
 * and call prompt() when the person asks. Other browsers never fire it
 * (Settings then says how to add Inkling to the home screen by hand).
 */

/** Not in TypeScript's DOM types: Chromium only. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offers installation now. */
  canPrompt: boolean;
  /** Installed during this visit (the browser's `appinstalled`). */
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canPrompt: false, installed: false };
const listeners = new Set<() => void>();

function set(next: InstallState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Starts listening (once, from the root, so an early event is not missed). */
export function listenForInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    // Keep the browser's own mini-infobar away: the offer lives in Settings.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    set({ ...state, canPrompt: true });
  };
  const onInstalled = () => {
    deferred = null;
    set({ canPrompt: false, installed: true });
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

export const installPromptStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => state,
};

/** Shows the browser's install dialog; true when the person accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  // A prompt can be shown once per event.
  deferred = null;
  set({ ...state, canPrompt: false });
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted';
}
