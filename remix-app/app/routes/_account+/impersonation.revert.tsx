import { revertImpersonationFormSchema } from '@iprenew/models';
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { Link, useActionData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { parseForm, postedForm } from '~/lib/form.server';
import { revertFailed, revertImpersonationAction } from '~/rest/impersonation.server';

/**
 * POST /impersonation/revert — the navbar's "revert impersonation" form (ACC-68/69). Success
 * redirects to the console list of the impersonated user's role; a failure shows
 * 'An error has occured when reverting impersonation' (ACC-70).
 */
export const handle = { i18n: ['common', 'users'] };

export const loader = () => redirect('/');
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseForm(await postedForm(request), { schema: revertImpersonationFormSchema });
  if (submission.status !== 'success') return revertFailed(request, 400);
  return revertImpersonationAction(request);
}

export default function RevertImpersonation() {
  const data = useActionData<{ message?: string }>();
  const { t } = useTranslation('users');
  return (
    <main className="container" style={{ padding: '2rem 1rem' }}>
      <p role="alert">{data?.message ?? t('revert_fail')}</p>
      <p>
        <Link to="/">IPRenew</Link>
      </p>
    </main>
  );
}
