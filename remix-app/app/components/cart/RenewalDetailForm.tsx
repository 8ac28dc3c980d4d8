import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { renewalLineFormSchemaFor, type PatentYearOption } from '@iprenew/models/browser';
import { Form, useActionData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { Alert } from '~/components/shell/Field';
import type { CartDetailData } from '~/routes/dashboard+/_customer+/cart-detail.server';
import type { LinePriceView } from '~/routes/dashboard+/_customer+/cart.server';
import { FormProblem } from './FormProblem';
import { PriceSubmitActions } from './PriceSubmitActions';
import { RenewalLineFields } from './RenewalLineFields';

type RenewalDetail = Extract<CartDetailData, { kind: 'renewal' }>;
interface RenewalDetailAnswer {
  result: SubmissionResult<string[]>;
  price: LinePriceView;
  years: PatentYearOption[];
  success: string | null;
}

/** ORD-25: a renewal line of the cart edited with the filing form's rules, re-priced on save. */
export function RenewalDetailForm({ detail }: { detail: RenewalDetail }) {
  const actionData = useActionData() as RenewalDetailAnswer | undefined;
  const { t } = useTranslation('orders');
  const schema = renewalLineFormSchemaFor(detail.line.type_id);
  const [form, fields] = useForm({
    id: `cart-line-${detail.line.id}`,
    lastResult: actionData?.result,
    defaultValue: detail.values,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const renewing = detail.line.order_type === 'request renewal';
  return (
    <>
      {actionData?.success ? <Alert tone="success">{t(actionData.success)}</Alert> : null}
      <FormProblem errors={form.errors} fieldErrors={actionData?.success ? undefined : actionData?.result?.error} />
      <Form method="post" className="panel cart-form" {...getFormProps(form)} noValidate>
        <h2 className="panel__title">{t(`cart.list.sections.${detail.line.kind}`)}</h2>
        {renewing ? <p className="field__hint">{t('cart.list.requestRenewal')}</p> : null}
        <div className="cart-line">
          <RenewalLineFields
            typeId={detail.line.type_id}
            fields={fields as never}
            countries={detail.countries}
            rules={detail.rules}
            years={actionData?.years?.length ? actionData.years : detail.years}
            identityReadOnly={renewing}
            price={actionData?.price ?? detail.price}
            priceUrl={`/dashboard/cart/detail/${detail.line.id}`}
            money={detail.money}
            index={0}
          />
        </div>
        <PriceSubmitActions label={t('cart.detail.save')} busyLabel={t('cart.detail.saving')} />
        <CurrencyDisclaimer fetchedAt={detail.fetchedAt} stale={detail.money.rates === null} />
      </Form>
    </>
  );
}
