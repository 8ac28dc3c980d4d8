import { jsonResponse, methodNotAllowed } from '~/lib/api.server';
import { areaLanguages, requestLanguage } from '~/lib/i18n.server';

/**
 * GET /api/admin/languages → {languages}: the interface languages the console offers (I18N-3,
 * configuration `languages_offered.console`). Public: the login page's switch needs it.
 */
export async function loader() {
  return jsonResponse({ languages: await areaLanguages('/admin') });
}

export async function action({ request }: { request: Request }) {
  return methodNotAllowed(['GET'], await requestLanguage(request));
}
