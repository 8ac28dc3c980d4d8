import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import type { CartKind } from '@iprenew/models';
import type { cartListFormSchema } from '@iprenew/models/browser';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n/react';
import type { z } from 'zod';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { CurrencySwitch } from '~/components/CurrencySwitch';
import { Money } from '~/components/Money';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import type { CartActionData, CartPageData } from '~/routes/dashboard+/_customer+/cart-list.server';
import { CartSection } from './CartSection';
import { CartTotals } from './CartTotals';
import { CartVoucher } from './CartVoucher';
import { useCartSelection } from './use-cart-selection';

const SECTIONS: CartKind[] = ['trademark', 'patent', 'search', 'application', 'delivery'];

/**
 * The cart list (ORD-21..34, G-34): the lines by section, select, edit, delete (with a confirmation),
 * the total of the selection, the voucher and Pay. Without JavaScript every control is a submit
 * button of this one form, whose action answers with the page state; with it the total follows the
 * checkboxes and the delete confirmation opens in place.
 */
export function CartList({ data, actionData }: { data: CartPageData; actionData: CartActionData | undefined }) {
  const { t } = useTranslation('orders');
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  const cart = useCartSelection(data, actionData);
  const [form, fields] = useForm<z.input<typeof cartListFormSchema>>({ id: 'cart-form', defaultValue: { voucherCode: cart.voucher?.code ?? '' } });
  const money = (myr: string) => <Money myr={myr} currency={data.money.currency} rates={data.money.rates} />;

  return (
    <>
      <PageHeader title={t('cart.list.title')} lead={t('cart.list.lead')}>
        <CurrencySwitch current={data.money.currency} redirectTo={cart.enhanced ? cart.statePath : data.path} />
      </PageHeader>
      {actionData?.success ? <Alert tone="success">{t(actionData.success)}</Alert> : null}
      {actionData?.error ? (
        <Alert tone="error">
          <span data-testid="cart-error">{t(actionData.error)}</span>
        </Alert>
      ) : null}

      <Form method="post" preventScrollReset {...getFormProps(form)}>
        {cart.enhanced ? (
          <label className="check-field">
            <input
              type="checkbox"
              checked={cart.selected.length === cart.allIds.length}
              onChange={(event) => cart.setSelected(event.currentTarget.checked ? cart.allIds : [])}
              data-testid="select-all"
            />
            {t('cart.list.selectAll')}
          </label>
        ) : null}
        {SECTIONS.map((kind) => {
          const lines = data.lines.filter((line) => line.kind === kind);
          return lines.length ? <CartSection key={kind} kind={kind} lines={lines} fieldName={fields.cartIds.name} cart={cart} warnings={data.warnings} overdue={data.overdue} money={money} /> : null;
        })}

        <section className="panel cart-summary" aria-label={t('cart.list.selectedTotal')}>
          <CartVoucher field={fields.voucherCode} cart={cart} error={actionData?.voucherError} />
          <div>
            <CartTotals cart={cart} money={money} />
            {data.whitelisted ? (
              <div className="cart-sandbox">
                <input {...getInputProps(fields.use_sandbox, { type: 'checkbox', value: '1' })} />
                <label htmlFor={fields.use_sandbox.id}>
                  <strong>{t('cart.list.sandboxTitle')}.</strong> {t('cart.list.sandboxPrompt')}
                </label>
              </div>
            ) : null}
            <div className="form-actions">
              {cart.enhanced ? null : (
                <button type="submit" name="intent" value="update" className="button button--secondary">
                  {t('cart.list.update')}
                </button>
              )}
              <button type="submit" name="intent" value="pay" className="button button--primary" disabled={paying} data-testid="cart-pay">
                {paying ? t('cart.list.paying') : t('cart.list.pay')}
              </button>
            </div>
            <CurrencyDisclaimer fetchedAt={data.fetchedAt} stale={data.money.rates === null} />
          </div>
        </section>
      </Form>
    </>
  );
}
