import { useActionData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { Alert } from '~/components/shell/Field';
import type { CartDetailData } from '~/routes/dashboard+/_customer+/cart-detail.server';
import type { requestFormAction } from '~/routes/dashboard+/_customer+/request.server';
import { RequestForm } from './RequestForm';

type RequestDetail = Extract<CartDetailData, { kind: 'request' }>;

/** ORD-25: a search or application line of the cart edited with the request form's rules. */
export function RequestDetailForm({ detail }: { detail: RequestDetail }) {
  const actionData = useActionData() as Awaited<ReturnType<typeof requestFormAction>> | undefined;
  const { t } = useTranslation('orders');
  const { line } = detail;
  return (
    <>
      {actionData?.success ? <Alert tone="success">{t(actionData.success)}</Alert> : null}
      <RequestForm
        id={`cart-request-${line.id}`}
        serviceId={detail.serviceId}
        countries={detail.countries}
        addressCountries={detail.addressCountries}
        states={actionData?.statesFor ? actionData.states : detail.states}
        statesFor={actionData?.statesFor ?? detail.statesFor}
        defaultValue={detail.values}
        lastResult={actionData?.result}
        price={actionData?.price ?? detail.price}
        pageUrl={`/dashboard/cart/detail/${line.id}`}
        money={detail.money}
        fetchedAt={detail.fetchedAt}
        logoUrl={line.request?.logo ? `/dashboard/cart/detail/${line.id}/logo` : null}
        submitLabel={t('cart.detail.save')}
        busyLabel={t('cart.detail.saving')}
      />
    </>
  );
}
