/**
 * Expected outcomes of one matrix cell and the check of an HTTP answer against them.
 */
export type Outcome =
  | { kind: 'status'; status: number }
  | { kind: 'statusRange'; min: number; max: number; label: string }
  | { kind: 'redirect'; label: string; test: (location: URL) => boolean }
  | { kind: 'oneOf'; options: Outcome[] };

export const status = (code: number): Outcome => ({ kind: 'status', status: code });
export const success: Outcome = { kind: 'statusRange', min: 200, max: 299, label: '2xx' };
export const clientError: Outcome = { kind: 'statusRange', min: 400, max: 499, label: '4xx' };
export const anyRedirect: Outcome = { kind: 'redirect', label: 'any redirect', test: () => true };
export const redirect = (label: string, test: (location: URL) => boolean): Outcome => ({ kind: 'redirect', label, test });
export const oneOf = (...options: Outcome[]): Outcome => ({ kind: 'oneOf', options });

/** A redirect to `pathname`, with the given query parameters (others, e.g. redirectTo, are ignored). */
export const redirectTo = (pathname: string, params: Record<string, string | null> = {}): Outcome =>
  redirect(`→ ${pathname}${Object.keys(params).length ? `?${new URLSearchParams(params as Record<string, string>)}` : ''}`, (url) => {
    if (url.pathname.replace(/\/+$/, '') !== pathname.replace(/\/+$/, '') && !(pathname === '/' && url.pathname === '/')) return false;
    return Object.entries(params).every(([key, value]) => (value === null ? !url.searchParams.has(key) : url.searchParams.get(key) === value));
  });

/** A redirect anywhere into the console (/admin...). */
export const intoConsole: Outcome = redirect('→ /admin…', (url) => url.pathname === '/admin' || url.pathname.startsWith('/admin/'));

export function describeOutcome(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'status':
      return String(outcome.status);
    case 'statusRange':
      return outcome.label;
    case 'redirect':
      return `redirect ${outcome.label}`;
    case 'oneOf':
      return outcome.options.map(describeOutcome).join(' | ');
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** null when the answer matches, else what was received. */
export function mismatch(outcome: Outcome, response: Response, base: string): string | null {
  const location = response.headers.get('location');
  const received = REDIRECT_STATUSES.has(response.status) ? `${response.status} → ${location}` : String(response.status);
  const matches = (o: Outcome): boolean => {
    switch (o.kind) {
      case 'status':
        return response.status === o.status;
      case 'statusRange':
        return response.status >= o.min && response.status <= o.max;
      case 'redirect':
        return REDIRECT_STATUSES.has(response.status) && location !== null && o.test(new URL(location, base));
      case 'oneOf':
        return o.options.some(matches);
    }
  };
  return matches(outcome) ? null : received;
}
