/** The Network Information API, where the browser has it (Chromium; not in TypeScript's DOM types). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * True when the visitor asked to save data, or the connection is slow enough
 * (3G or worse, as the browser estimates it) that fetching code nobody asked
 * for yet would compete with what they do ask for.
 */
export function onSlowOrMeteredConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return (
    connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '')
  );
}

/**
 * Runs `work` once the page has finished loading (the load event) and the
 * browser then has an idle moment (`requestIdleCallback`; a short timer where
 * there is none), so background work never competes with the first screen's
 * own loading, painting and hydration. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => work());
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const timer = setTimeout(work, 1000);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle?.();
  };
}

/** Idle time left that is worth starting one more request in. */
const IDLE_MS_PER_LINK = 2;
/** Prefetches under way at once: the rest of the browser's six connections stay free for the page. */
const MAX_IN_FLIGHT = 2;

/**
 * Adds a `<link rel="prefetch">` for each address the page has not loaded
 * yet, in the browser's idle periods and at most two under way at a time:
 * the files wait in the HTTP cache at the lowest network priority and
 * nothing is parsed or run until a screen imports them, while whatever the
 * visitor opens meanwhile finds connections free. Returns a function that
 * stops adding links.
 */
export function prefetchWhenIdle(hrefs: readonly string[]): () => void {
  const known = new Set([
    ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
  ]);
  const pending = [...new Set(hrefs)].filter(
    (href) => !known.has(new URL(href, document.baseURI).href),
  );
  let inFlight = 0;
  let stopped = false;
  let cancelScheduled: (() => void) | undefined;

  const settled = () => {
    inFlight -= 1;
    schedule();
  };
  const addSome = (deadline?: IdleDeadline) => {
    cancelScheduled = undefined;
    let added = 0;
    while (inFlight < MAX_IN_FLIGHT && pending.length > 0) {
      if (deadline && added > 0 && deadline.timeRemaining() <= IDLE_MS_PER_LINK) break;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = pending.shift() ?? '';
      link.addEventListener('load', settled, { once: true });
      link.addEventListener('error', settled, { once: true });
      document.head.append(link);
      inFlight += 1;
      added += 1;
    }
    schedule();
  };
  function schedule() {
    if (stopped || cancelScheduled || inFlight >= MAX_IN_FLIGHT || pending.length === 0) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(addSome);
      cancelScheduled = () => window.cancelIdleCallback(id);
    } else {
      const timer = setTimeout(addSome, 0);
      cancelScheduled = () => clearTimeout(timer);
    }
  }
  schedule();
  return () => {
    stopped = true;
    cancelScheduled?.();
  };
}
