/**
 * Cross-origin mutation refusal (DESIGN §4, G-42 CSRF): a POST, PUT, PATCH or DELETE whose Origin
 * (or, without one, Referer) is not this site is refused. Requests without either header (server
 * to server: webhooks, curl, tests) are allowed — browsers always send Origin on cross-site POSTs.
 * An Origin of "null" (sandboxed frames, some redirects) is refused, and so is a request the browser
 * marks `Sec-Fetch-Site: cross-site` (or `same-site`: another origin of the same site), with or
 * without Origin — browsers set that header themselves and pages cannot forge it (issue 11).
 */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface OriginCheckInput {
  method: string;
  origin: string | null | undefined;
  referer: string | null | undefined;
  /** The browser's Sec-Fetch-Site header, when sent. */
  secFetchSite?: string | null | undefined;
  /** Origins that are this site: APP_URL's, and the one the request was addressed to. */
  allowedOrigins: readonly string[];
}

export const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

export function isAllowedOrigin({ method, origin, referer, secFetchSite, allowedOrigins }: OriginCheckInput): boolean {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return true;
  if (secFetchSite && FOREIGN_FETCH_SITES.has(secFetchSite.trim().toLowerCase())) return false;
  const allowed = new Set(allowedOrigins.map((o) => originOf(o)).filter((o): o is string => o !== null));
  if (origin !== null && origin !== undefined && origin !== '') {
    if (origin === 'null') return false;
    const normalised = originOf(origin);
    return normalised !== null && allowed.has(normalised);
  }
  if (referer) {
    const normalised = originOf(referer);
    return normalised !== null && allowed.has(normalised);
  }
  return true;
}

/** The same check for a Fetch Request (Remix actions): the request's own origin and `appUrl` are this site. */
export function isSameOriginRequest(request: Request, appUrl?: string): boolean {
  const self = new URL(request.url).origin;
  return isAllowedOrigin({
    method: request.method,
    origin: request.headers.get('Origin'),
    referer: request.headers.get('Referer'),
    secFetchSite: request.headers.get('Sec-Fetch-Site'),
    allowedOrigins: appUrl ? [self, appUrl] : [self],
  });
}
