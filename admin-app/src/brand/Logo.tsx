/** The IPRenew mark: a shield with a check mark (same idea as the site's /brand/logo.svg). */
export const BRAND = {
  primary: '#0E4D64',
  primaryDark: '#08394B',
  accent: '#F2A541',
  ink: '#0B2536',
  surface: '#F5F8FA',
} as const;

export function Logo({
  size = 48,
  title = 'IPRenew',
  variant = 'color',
}: {
  size?: number;
  title?: string;
  /** 'light': a white shield with a teal check, for dark (teal) backgrounds. */
  variant?: 'color' | 'light';
}) {
  const shield = variant === 'light' ? '#FFFFFF' : BRAND.primary;
  const check = variant === 'light' ? BRAND.primary : '#FFFFFF';
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={title} focusable="false">
      <title>{title}</title>
      <path
        d="M24 3.5 7.5 9.6v12.2c0 10.6 7 19.3 16.5 22.7 9.5-3.4 16.5-12.1 16.5-22.7V9.6L24 3.5Z"
        fill={shield}
      />
      <path
        d="M24 7.6 11.5 12.2v9.6c0 8.2 5.2 15.1 12.5 18.2 7.3-3.1 12.5-10 12.5-18.2v-9.6L24 7.6Z"
        fill="none"
        stroke={BRAND.accent}
        strokeWidth="1.6"
        opacity="0.9"
      />
      <path
        d="m16.2 23.8 5.4 5.4 10.6-11.1"
        fill="none"
        stroke={check}
        strokeWidth="3.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Mark plus word mark, for the app bar. */
export function BrandTitle({ subtitle }: { subtitle?: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <Logo size={28} variant="light" />
      <span style={{ fontWeight: 700, letterSpacing: 0.2 }}>
        IP<span style={{ color: BRAND.accent }}>Renew</span>
        {subtitle ? <span style={{ fontWeight: 400, opacity: 0.85 }}> · {subtitle}</span> : null}
      </span>
    </span>
  );
}
