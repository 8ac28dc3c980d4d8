import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { isMaintenanceOn, setMaintenance } from '@iprenew/models';
import { maintenanceSchema } from '@iprenew/models';
import { jsonResponse, methodNotAllowed, readBody, requireApi, toErrorResponse } from '~/lib/api.server';
import { requestLanguage, translate } from '~/lib/i18n.server';
import { actorFor } from '~/lib/actor.server';

/**
 * GET /api/admin/maintenance → {enabled}; PUT {enabled: boolean} → {enabled, message} (G-40, super
 * admin only; the switch is written to audit_logs, G-65).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = await requestLanguage(request);
  try {
    await requireApi(request, 'maintenance', 'read');
    return jsonResponse({ enabled: await isMaintenanceOn() });
  } catch (error) {
    return toErrorResponse(error, language);
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const language = await requestLanguage(request);
  if (request.method !== 'PUT') return methodNotAllowed(['GET', 'PUT'], language);
  try {
    const auth = await requireApi(request, 'maintenance', 'update');
    const { enabled } = maintenanceSchema.parse(await readBody(request));
    await setMaintenance({ actor: actorFor(auth.user, auth.impersonator, request), enabled });
    return jsonResponse({ enabled, message: translate(auth.language, enabled ? 'auth:maintenance_enabled' : 'auth:maintenance_disabled') });
  } catch (error) {
    return toErrorResponse(error, language);
  }
}
