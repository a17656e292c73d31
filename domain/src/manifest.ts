/**
 * The installed app's web app manifest, per national: the server answers /manifest.webmanifest
 * with the national it serves, so a fan's home screen shows the national's name and colours.
 */
import { readableOn } from './colour';
import { DEFAULT_COLOURS, PRODUCT_NAME } from './constants';
import type { NationalMeta } from './schemas/values';

/** web/src/styles.css's --color-bg: the page the brand colour's text sits on. */
export const APP_BACKGROUND = '#f2f5f4';
/** About what a home screen shows under an icon before it cuts the name short. */
export const SHORT_NAME_MAX = 12;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

/** The members of a web app manifest the app sets. */
export interface AppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  theme_color: string;
  background_color: string;
  display: 'standalone';
  start_url: string;
  scope: string;
  categories: string[];
  icons: ManifestIcon[];
}

/** The icons the build puts in web/public (npm run icons -w web). */
const ICONS: ManifestIcon[] = [
  { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * A name short enough for a home screen: the name itself when it fits, else the initials of its
 * capitalised words ('Australian Gridiron Federation' is 'AGF'), else its first characters.
 */
export function appShortName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  const initials = trimmed
    .split(' ')
    .filter((word) => /^[\p{Lu}\p{N}]/u.test(word))
    .map((word) => [...word][0])
    .join('');
  if (initials.length >= 2 && initials.length <= SHORT_NAME_MAX) return initials;
  return [...trimmed].slice(0, SHORT_NAME_MAX).join('').trim();
}

/**
 * The manifest of the app showing `national`: its name (meta.name, else its own) and short
 * name, the top bar's colour as the theme (its primary colour, deepened as the page deepens it
 * to carry white text) and its primary colour behind the splash screen. No shortcuts: the
 * scorer's console is not offered to fans from their home screen.
 */
export function appManifest(national: { name: string; meta: NationalMeta } | null): AppManifest {
  const name = national?.meta.name?.trim() || national?.name.trim() || PRODUCT_NAME;
  const primary = national?.meta.primaryColor ?? DEFAULT_COLOURS.primary;
  return {
    id: '/',
    name,
    short_name: appShortName(name),
    description: 'Live scores, fixtures, ladders and results.',
    lang: 'en',
    theme_color: readableOn(primary, APP_BACKGROUND),
    background_color: primary,
    display: 'standalone',
    start_url: '/',
    scope: '/',
    categories: ['sports'],
    icons: ICONS,
  };
}
