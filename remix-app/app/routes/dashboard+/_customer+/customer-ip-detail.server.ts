import { ipLogoFormSchema, openCustomerIpRecord, uploadCustomerIpLogo, type Actor } from '@iprenew/models';
import { data } from '@remix-run/node';
import { parseForm } from '~/lib/form.server';
import { or404 } from '~/lib/guard.server';
import { postedFile } from '~/lib/upload.server';
import { answer, refused, tooLarge, uploadForm } from '~/routes/dashboard+/_agent+/application-files.server';

/**
 * The customer's side of {type}/detail/{id} (ACL-28, POR-15..25, ADR 039): thin callers of
 * openCustomerIpRecord and uploadCustomerIpLogo. The shared route's loader and action call these for
 * members and keep the agent's for agents.
 */

const LOGO_FAIL = 'files:logo.fail';

/** The owner's active record and the page of their applications (?page); anything else, 404. */
export async function customerIpDetailLoader(request: Request, actor: Actor, params: { type?: string; id?: string }) {
  const page = new URL(request.url).searchParams.get('page') ?? 1;
  const detail = await or404(() => openCustomerIpRecord({ actor, type: params.type, id: params.id, page }));
  return data({ side: 'customer' as const, detail });
}

/** The page's one form: the logo upload (POR-18/19), answered to the dialog's fetcher. */
export async function customerIpDetailAction(request: Request, actor: Actor, params: { type?: string; id?: string }) {
  const form = await uploadForm(request);
  if (!form) return tooLarge(LOGO_FAIL, 'logo', 'orders:request.validation.logo_size');
  if (parseForm(form, { schema: ipLogoFormSchema }).status !== 'success') return refused(LOGO_FAIL);
  const upload = await postedFile(form.get('logo'));
  return answer(LOGO_FAIL, () => uploadCustomerIpLogo({ actor, type: params.type, id: params.id, file: upload }));
}
