/** Debian's Chromium (installed by scripts/ensure-debian-tools.mjs); Playwright's own cannot be downloaded here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium in a sandboxed, offline machine: no sandbox, no GPU, no phoning home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
