/**
 * Where focus goes when a dialog closes or a row vanishes. Radix gives focus
 * back to the element that opened a dialog, but that element is often gone by
 * then (the row of a deleted note, a merged tag; a menu item), and focus would
 * fall to the start of the page. Instead: the opener if it is still there,
 * else the fallback (the screen's heading, focusable with tabIndex -1).
 */
export function focusOpenerOr(opener: Element | null | undefined, fallbackId: string) {
  const target = opener?.isConnected ? opener : document.getElementById(fallbackId);
  if (target instanceof HTMLElement) target.focus();
}

/** After a row left the page, focus is on <body>: move it to the fallback. */
export function recoverLostFocus(fallbackId: string) {
  if (document.activeElement === null || document.activeElement === document.body)
    document.getElementById(fallbackId)?.focus();
}
