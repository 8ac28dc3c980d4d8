import spriteUrl from './shell-icons.svg?url&no-inline';

/**
 * Line icons of the signed-in shell (20×20, currentColor, always aria-hidden: the text says it).
 * The shapes live once in `shell-icons.svg`, a sprite of `<symbol>`s the browser fetches once and
 * caches for a year (hashed under /assets); each icon on a page is a `<use>` of it — about 100 bytes
 * of HTML instead of 150–300 for its paths, on pages that show twenty-odd (issue 17: page weight).
 * Size and stroke come from the `line-icon` class (styles/app.css); they inherit into the symbol.
 */
export const SHELL_ICON_NAMES = [
  'overview',
  'applications',
  'renewal',
  'search',
  'apply',
  'cart',
  'history',
  'payment',
  'settled',
  'delivery',
  'report',
  'bank',
  'profile',
  'lock',
  'logout',
  'menu',
  'close',
  'eye',
  'eyeOff',
  'revert',
  'calendar',
  'portfolio',
  'progress',
  'certificate',
  'forecast',
] as const;

export type ShellIconName = (typeof SHELL_ICON_NAMES)[number];

/** The sprite's address: `<use>` needs the file's URL, never an inlined data URL (hence no-inline). */
export const SHELL_ICON_SPRITE = spriteUrl;

export function ShellIcon({ name }: { name: ShellIconName }) {
  return (
    <svg className="line-icon" aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export const shellIcons = Object.fromEntries(SHELL_ICON_NAMES.map((name) => [name, <ShellIcon key={name} name={name} />])) as Record<
  ShellIconName,
  JSX.Element
>;
