import logoSprite from './logo.svg?url&no-inline';

/** The IPRenew shield with its check mark, alone (decorative). */
export function ShieldMark({ className, size = 36 }: { className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size * 1.1} viewBox="0 0 40 44" aria-hidden="true">
      <path d="M20 2 36 8v12.5C36 30.6 29.3 38.6 20 42 10.7 38.6 4 30.6 4 20.5V8Z" fill="#0E4D64" />
      <path d="M20 6.3 32 10.8v9.7c0 7.9-5 14.3-12 17.2Z" fill="#1B6A85" />
      <path d="m12.5 22 5.5 5.6L28.5 15.5" fill="none" stroke="#F2A541" strokeWidth="4.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The IPRenew logo: the shield and the wordmark, the same drawing as public/brand/logo.svg;
 * `tone="light"` is for dark backgrounds. It is drawn once in `logo.svg` (a sprite with a dark and a light symbol, hashed under
 * /assets and cached for a year); each page `<use>`s it — about 150 bytes of HTML instead of 900 on
 * every page (issue 17: page weight). The accessible name stays on the page's own element.
 */
export function Logo({ tone = 'dark', label }: { tone?: 'dark' | 'light'; label: string }) {
  return (
    <svg className="logo" viewBox="0 0 172 44" width="172" height="44" role="img" aria-label={label}>
      <title>{label}</title>
      <use href={`${logoSprite}#${tone}`} />
    </svg>
  );
}
