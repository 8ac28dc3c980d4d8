import { isLanguage } from '@iprenew/models';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { catalogueVersion, clientResources } from '~/i18next.server';
import { isClientNamespace } from '~/lib/page-catalogue';

/**
 * GET /resources/locales/:lng/:ns?v=<version> — one namespace of one language as JSON, for a
 * client-side navigation to a page whose strings the current page did not carry (ADR 068). With the
 * current version the answer is cached for a year (a catalogue change changes the version, hence the
 * URL); without it, for a minute. Only the browser's namespaces (app/i18n.ts CLIENT_NAMESPACES).
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const { lng, ns } = params;
  if (!isLanguage(lng) || !ns || !isClientNamespace(ns)) {
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const current = new URL(request.url).searchParams.get('v') === catalogueVersion();
  return new Response(JSON.stringify(clientResources(lng, [ns])[ns]), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    },
  });
}
