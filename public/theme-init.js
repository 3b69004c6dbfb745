// Runs before the first paint so a dark-mode reader never sees a white flash.
// An external file rather than an inline script, so the CSP can forbid inline code.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('inkling_theme');
  } catch {
    // Storage can be blocked (private mode); the system preference still applies.
  }
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
