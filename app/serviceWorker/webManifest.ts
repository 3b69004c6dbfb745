import { PRODUCT_NAME } from '@common/constants';

/**
 * The web app manifest (/manifest.webmanifest) and its icons, written by
 * scripts/build-service-worker.ts at build time from public/favicon.svg (the
 * PNGs are build output, not committed: the SVG stays the one source).
 */

export const MANIFEST_PATH = '/manifest.webmanifest';
export const THEME_COLOR = '#5b21b6';
export const BACKGROUND_COLOR = '#ffffff';
export const ICON_SIZES = [48, 72, 96, 128, 144, 192, 256, 384, 512] as const;
export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const;
/** Opens the dashboard, which creates a blank note and opens it (see Dashboard.tsx). */
export const NEW_NOTE_URL = '/dashboard?new=note';

export const iconPath = (size: number, purpose: 'any' | 'maskable') =>
  `/icons/${purpose === 'any' ? 'icon' : 'maskable'}-${size}.png`;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  categories: string[];
  icons: ManifestIcon[];
  shortcuts: Array<{
    name: string;
    short_name: string;
    description: string;
    url: string;
    icons: Array<Omit<ManifestIcon, 'purpose'>>;
  }>;
}

const icon = (size: number, purpose: 'any' | 'maskable'): ManifestIcon => ({
  src: iconPath(size, purpose),
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

export function webManifest(): WebManifest {
  const shortcutIcons = [{ src: iconPath(96, 'any'), sizes: '96x96', type: 'image/png' as const }];
  return {
    id: '/dashboard',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: 'Notes and a daily journal, fast on every device, online or offline.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ['productivity'],
    icons: [
      ...ICON_SIZES.map((size) => icon(size, 'any')),
      ...ICON_SIZES.map((size) => icon(size, 'maskable')),
    ],
    shortcuts: [
      {
        name: 'New note',
        short_name: 'New note',
        description: 'Start a blank note',
        url: NEW_NOTE_URL,
        icons: shortcutIcons,
      },
      {
        name: "Today's journal",
        short_name: 'Journal',
        description: "Open today's journal page",
        url: '/journal',
        icons: shortcutIcons,
      },
    ],
  };
}

/**
 * The maskable icon: the favicon's mark on a full-bleed square, shrunk so it
 * sits well inside the safe zone (the centre circle of 80% diameter that every
 * platform's mask keeps). The apple-touch icon uses it too: iOS rounds corners itself.
 */
export function maskableIconSvg(faviconSvg: string): string {
  const open = /<svg[^>]*>/.exec(faviconSvg);
  const background = /<rect[^>]*\/>/.exec(faviconSvg);
  if (!open || !background)
    throw new Error('favicon.svg: expected an <svg> with a <rect> background');
  const fill = /fill="([^"]+)"/.exec(background[0])?.[1] ?? THEME_COLOR;
  const mark = faviconSvg
    .slice(open.index + open[0].length)
    .replace(background[0], '')
    .replace(/<\/svg>\s*$/, '');
  return (
    `${open[0]}<rect width="32" height="32" fill="${fill}"/>` +
    `<g transform="translate(16 16) scale(0.75) translate(-16 -16)">${mark}</g></svg>`
  );
}
