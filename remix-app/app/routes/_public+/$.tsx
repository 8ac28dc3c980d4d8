import type { LoaderFunctionArgs } from '@remix-run/node';

/** Any unknown path: a 404 answered by the root ErrorBoundary's "Page not found" page (PUB-31). */
export function loader(_args: LoaderFunctionArgs) {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export function action(_args: LoaderFunctionArgs) {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
