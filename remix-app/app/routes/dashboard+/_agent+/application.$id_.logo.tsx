import { ipLogoFormSchema, readApplicationLogo, uploadApplicationLogo } from '@iprenew/models';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { parseForm } from '~/lib/form.server';
import { requirePage, requireRoute } from '~/lib/guard.server';
import { AGENT_JOB_ROUTE, answer, refused, APPLICATION_DOWNLOAD_ROUTE, download, tooLarge, uploadForm } from './application-files.server';
import { postedFile } from '~/lib/upload.server';

/**
 * GET /dashboard/application/:id/logo — the IP's logo (assigned agent or owner; anyone else 404).
 * POST — the agent's logo upload (AGT-16, POR-18/19: png/jpeg/jpg by content, at most 1 MB;
 * 'Logo updated successful').
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor } = await requireRoute(request, APPLICATION_DOWNLOAD_ROUTE);
  return download(async () => ({ ...(await readApplicationLogo({ actor, applicationId: params.id })), filename: 'logo' }), true);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, AGENT_JOB_ROUTE);
  const form = await uploadForm(request);
  if (!form) return tooLarge('files:logo.fail', 'logo', 'orders:request.validation.logo_size');
  if (parseForm(form, { schema: ipLogoFormSchema }).status !== 'success') return refused('files:logo.fail');
  const upload = await postedFile(form.get('logo'));
  return answer('files:logo.fail', () => uploadApplicationLogo({ actor, applicationId: params.id, file: upload }));
}
