/**
 * The IPRenew logo: a shield with a check mark and the wordmark. Same drawing as
 * public/brand/logo.svg; `tone="light"` is for dark backgrounds.
 */
export function ShieldMark({ className, size = 36 }: { className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size * 1.1} viewBox="0 0 40 44" aria-hidden="true">
      <path d="M20 2 36 8v12.5C36 30.6 29.3 38.6 20 42 10.7 38.6 4 30.6 4 20.5V8Z" fill="#0E4D64" />
      <path d="M20 6.3 32 10.8v9.7c0 7.9-5 14.3-12 17.2Z" fill="#1B6A85" />
      <path d="m12.5 22 5.5 5.6L28.5 15.5" fill="none" stroke="#F2A541" strokeWidth="4.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo({ tone = 'dark', label }: { tone?: 'dark' | 'light'; label: string }) {
  const ink = tone === 'dark' ? '#0B2536' : '#FFFFFF';
  const accent = tone === 'dark' ? '#0E4D64' : '#F2A541';
  return (
    <svg className="logo" viewBox="0 0 172 44" width="172" height="44" role="img" aria-label={label}>
      <title>{label}</title>
      <path d="M20 2 36 8v12.5C36 30.6 29.3 38.6 20 42 10.7 38.6 4 30.6 4 20.5V8Z" fill={tone === 'dark' ? '#0E4D64' : '#FFFFFF'} />
      <path d="M20 6.3 32 10.8v9.7c0 7.9-5 14.3-12 17.2Z" fill={tone === 'dark' ? '#1B6A85' : '#D7E6EC'} />
      <path d="m12.5 22 5.5 5.6L28.5 15.5" fill="none" stroke="#F2A541" strokeWidth="4.2" strokeLinecap="round" strokeLinejoin="round" />
      <text x="46" y="30" fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" fontSize="25" fontWeight="700" letterSpacing="-0.5">
        <tspan fill={accent}>IP</tspan>
        <tspan fill={ink}>Renew</tspan>
      </text>
    </svg>
  );
}
