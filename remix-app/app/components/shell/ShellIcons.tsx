/**
 * Line icons of the signed-in shell (20×20, currentColor, always aria-hidden: the text says it). Size
 * and stroke come from the `line-icon` class (styles/app.css), not from attributes repeated on each of
 * a page's twenty-odd icons (issue 17: page weight).
 */
const base = {
  className: 'line-icon',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
};

export const shellIcons = {
  overview: (
    <svg {...base}>
      <rect x="3" y="3" width="7" height="9" rx="1.5" />
      <rect x="14" y="3" width="7" height="5" rx="1.5" />
      <rect x="14" y="12" width="7" height="9" rx="1.5" />
      <rect x="3" y="16" width="7" height="5" rx="1.5" />
    </svg>
  ),
  applications: (
    <svg {...base}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  ),
  renewal: (
    <svg {...base}>
      <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
      <path d="M4 3v5h5M4 13a8 8 0 0 0 14.6 4.5L20 16M20 21v-5h-5" />
    </svg>
  ),
  search: (
    <svg {...base}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  ),
  apply: (
    <svg {...base}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  ),
  cart: (
    <svg {...base}>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </svg>
  ),
  history: (
    <svg {...base}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 2" />
    </svg>
  ),
  payment: (
    <svg {...base}>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </svg>
  ),
  settled: (
    <svg {...base}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16.5 9.5" />
    </svg>
  ),
  delivery: (
    <svg {...base}>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </svg>
  ),
  report: (
    <svg {...base}>
      <path d="M4 21V4h11l-1 4 5 1-1 8H10l1-4H4" />
    </svg>
  ),
  bank: (
    <svg {...base}>
      <path d="M3 10h18L12 4ZM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
    </svg>
  ),
  profile: (
    <svg {...base}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  ),
  lock: (
    <svg {...base}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  ),
  logout: (
    <svg {...base}>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H3" />
    </svg>
  ),
  menu: (
    <svg {...base}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  ),
  close: (
    <svg {...base}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  ),
  eye: (
    <svg {...base}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  ),
  eyeOff: (
    <svg {...base}>
      <path d="M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  ),
  revert: (
    <svg {...base}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  ),
  calendar: (
    <svg {...base}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  ),
  portfolio: (
    <svg {...base}>
      <path d="M12 2 20 5.5v6c0 5-3.4 8.9-8 10.5-4.6-1.6-8-5.5-8-10.5v-6Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </svg>
  ),
  progress: (
    <svg {...base}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </svg>
  ),
  certificate: (
    <svg {...base}>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="M7 9h10M7 12.5h6" />
      <path d="m15 17 1.5 4 1.5-1.2L19.5 21 19 17" />
    </svg>
  ),
  forecast: (
    <svg {...base}>
      <path d="M3 21h18" />
      <rect x="5" y="12" width="3" height="6" rx="0.5" />
      <rect x="10.5" y="7" width="3" height="11" rx="0.5" />
      <rect x="16" y="10" width="3" height="8" rx="0.5" />
    </svg>
  ),
} as const;

export type ShellIconName = keyof typeof shellIcons;
