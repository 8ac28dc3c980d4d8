import { ipLogoFormSchema, listApplicationFiles, openCustomerIpRecord, uploadCustomerIpLogo, type Actor } from '@iprenew/models';
import { data } from '@remix-run/node';
import { parseForm } from '~/lib/form.server';
import { notFound, or404 } from '~/lib/guard.server';
import { readFlash } from '~/lib/session.server';
import { postedFile } from '~/lib/upload.server';
import { answer, refused, tooLarge, uploadForm } from '~/routes/dashboard+/_agent+/application-files.server';
import { customerApplicationAction } from './customer-applications.server';

/**
 * The customer's side of {type}/detail/{id} (ACL-28, POR-15..25, ADR 039, ADR 046): thin callers of
 * openCustomerIpRecord, listApplicationFiles, uploadCustomerIpLogo and — for the latest application —
 * the application page's acknowledge / rate. The shared route's loader and action call these for
 * members and keep the agent's for agents.
 */

const LOGO_FAIL = 'files:logo.fail';

/** The owner's active record, the page of their applications (?page), the latest application's visible files and the last flash; anything else, 404. */
export async function customerIpDetailLoader(request: Request, actor: Actor, params: { type?: string; id?: string }) {
  const page = new URL(request.url).searchParams.get('page') ?? 1;
  const detail = await or404(() => openCustomerIpRecord({ actor, type: params.type, id: params.id, page }));
  const latest = detail.latest_application;
  const files = latest ? (await or404(() => listApplicationFiles({ actor, applicationId: latest.id }))).files : [];
  const { flash, setCookie } = await readFlash(request);
  return data({ side: 'customer' as const, detail, files, flash }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

/**
 * The page's forms: the logo upload (POR-18/19, multipart, answered to the dialog's fetcher), and
 * Acknowledge / Rate (POR-15, ADR 046) on the customer's latest application of this record — the
 * application page's own action, redirecting back here. Another customer's record: 404, nothing changed.
 */
export async function customerIpDetailAction(request: Request, actor: Actor, params: { type?: string; id?: string }) {
  if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
    const detail = await or404(() => openCustomerIpRecord({ actor, type: params.type, id: params.id }));
    if (!detail.latest_application) throw notFound();
    return customerApplicationAction(request, actor, String(detail.latest_application.id));
  }
  const form = await uploadForm(request);
  if (!form) return tooLarge(LOGO_FAIL, 'logo', 'orders:request.validation.logo_size');
  if (parseForm(form, { schema: ipLogoFormSchema }).status !== 'success') return refused(LOGO_FAIL);
  const upload = await postedFile(form.get('logo'));
  return answer(LOGO_FAIL, () => uploadCustomerIpLogo({ actor, type: params.type, id: params.id, file: upload }));
}
