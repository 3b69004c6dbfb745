/** Debian's Chromium (installed by scripts/ensure-debian-tools.mjs); Playwright's own cannot be downloaded here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright turns off itself (playwright-core's chromiumSwitches). Chromium keeps
 * only the last `--disable-features`, so ours below repeats them; chromium.test.ts checks that
 * the list still covers Playwright's after an upgrade.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 loads its address bar's popups as web pages (chrome://omnibox-popup.top-chrome/),
 * two renderer processes for every window, headless too, where no address bar is ever shown:
 * 1.1 s of a core for each browser context the tests open against 0.47 s without them.
 */
const headlessNeedsNot = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Debian's Chromium in a sandboxed, offline machine: no sandbox, no GPU, no phoning home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures, ...headlessNeedsNot].join(',')}`,
];
