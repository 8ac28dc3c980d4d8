import logoSprite from './logo.svg?url&no-inline';

/**
 * The IPRenew logo: the shield and the wordmark, the same drawing as public/brand/logo.svg;
 * `tone="light"` is for dark backgrounds. It is drawn once in `logo.svg` (a sprite with a dark and a
 * light symbol, hashed under /assets and cached for a year); each page `<use>`s it — about 150 bytes
 * of HTML instead of 900 on every page (issue 17: page weight). The accessible name stays on the
 * page's own element.
 */
export function Logo({ tone = 'dark', label }: { tone?: 'dark' | 'light'; label: string }) {
  return (
    <svg className="logo" viewBox="0 0 172 44" width="172" height="44" role="img" aria-label={label}>
      <title>{label}</title>
      <use href={`${logoSprite}#${tone}`} />
    </svg>
  );
}
