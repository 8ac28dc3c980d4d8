import { getFormProps, useForm } from '@conform-to/react';
import { completeSandboxPayment, getConfig, getSandboxPayment, isAppError, sandboxPaymentFormSchema, type SandboxPayment } from '@iprenew/models';
import { formatMoney } from '@iprenew/models/browser';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { paymentResponsePath } from '~/components/checkout/response-path';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { navTitle } from '~/components/shell/meta';
import { parseForm } from '~/lib/form.server';
import { notFound, requirePage } from '~/lib/guard.server';

/**
 * The local sandbox payment page (G-25, DESIGN §5): with no provider keys configured outside
 * production, card checkout comes here instead of Stripe/PayPal. Clearly labelled as a test; Pay and
 * Decline go through the same fulfilOrder / failOrder as a provider, then to the Payment Response
 * page. The order's owner only; never in production (404). An order that is unknown, someone
 * else's, or not waiting for a sandbox payment shows that it cannot be paid here.
 */
export const handle = { i18n: ['common', 'nav', 'orders'] };
export const meta: MetaFunction = ({ matches }) => navTitle(matches, 'sidebar.items.cart');

async function customer(request: Request) {
  if (getConfig().appEnv === 'production') throw notFound();
  return (await requirePage(request, 'dashboard.cart.sandbox')).actor;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await customer(request);
  const reference = new URL(request.url).searchParams.get('ref') ?? '';
  let payment: SandboxPayment | null = null;
  try {
    payment = await getSandboxPayment({ actor, reference });
  } catch (error) {
    if (!isAppError(error) || error.status !== 404) throw error;
  }
  return { payment };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await customer(request);
  const reference = new URL(request.url).searchParams.get('ref') ?? '';
  const failed = paymentResponsePath(reference.trim().toUpperCase(), 'fail');
  const submission = parseForm(await request.formData(), { schema: sandboxPaymentFormSchema });
  if (submission.status !== 'success') throw redirect(failed);
  try {
    const { status } = await completeSandboxPayment({ actor, reference, outcome: submission.value.outcome });
    throw redirect(paymentResponsePath(reference.trim().toUpperCase(), status));
  } catch (error) {
    if (isAppError(error)) throw redirect(failed);
    throw error;
  }
}

export default function SandboxPaymentPage() {
  const { payment } = useLoaderData<typeof loader>();
  const { t } = useTranslation('orders');
  const busy = useNavigation().state !== 'idle';
  const [form] = useForm({ id: 'sandbox-payment' });
  return (
    <>
      <PageHeader title={t('card.sandbox.title')} lead={t('card.sandbox.intro')} />
      <section className="panel sandbox-payment" data-testid="sandbox-payment" aria-label={t('card.sandbox.title')}>
        {payment ? (
          <dl className="readonly-list">
            <div>
              <dt>{t('card.sandbox.reference')}</dt>
              <dd data-testid="sandbox-reference">{payment.reference}</dd>
            </div>
            <div>
              <dt>{t('card.sandbox.amount')}</dt>
              <dd data-testid="sandbox-amount">{formatMoney(payment.total, 'MYR')}</dd>
            </div>
          </dl>
        ) : null}
        {payment?.paid ? <Alert tone="success">{t('card.sandbox.already_paid')}</Alert> : null}
        {!payment || (!payment.payable && !payment.paid) ? <Alert tone="error">{t('card.sandbox.not_payable')}</Alert> : null}
        {payment?.payable ? (
          <Form method="post" className="form-actions" {...getFormProps(form)}>
            <button type="submit" name="outcome" value="pay" className="button button--primary" disabled={busy}>
              {t('card.sandbox.pay')}
            </button>
            <button type="submit" name="outcome" value="decline" className="button button--secondary" disabled={busy}>
              {t('card.sandbox.decline')}
            </button>
          </Form>
        ) : (
          <p>
            <Link to={payment?.paid ? paymentResponsePath(payment.reference, 'success') : '/dashboard/cart'}>{t('card.sandbox.back')}</Link>
          </p>
        )}
      </section>
    </>
  );
}
