import {
  applyVoucher,
  calendarDateInKualaLumpur,
  canPayBypass,
  createOrder,
  deleteCartItem,
  isAppError,
  expiryWarningLineIds,
  overdueLineIds,
  listCart,
  type CartKind,
  type CartLineJson,
} from '@iprenew/models';
import { selectedCartTotal, surchargesOf, voucherDiscount } from '@iprenew/models/browser';
import { redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { CurrencySwitch } from '~/components/CurrencySwitch';
import { Money } from '~/components/Money';
import cartStyles from '~/components/cart/cart.css?url';
import { CartLineSummary } from '~/components/cart/CartLineSummary';
import { ordersTitle } from '~/components/cart/meta';
import { PageHeader } from '~/components/shell/DashboardShell';
import { Alert } from '~/components/shell/Field';
import { loadCurrencyDisplay } from '~/lib/currency.server';
import { requirePage } from '~/lib/guard.server';

/**
 * Cart list (ORD-21..34, G-34): the customer's lines by section, select, edit, delete (with a
 * confirmation), the total of the selection, the voucher (B's applyVoucher) and Pay, which makes
 * the order (C's createOrder) and goes to checkout. Without JavaScript every control is a submit
 * button of one form whose action answers with the page state (selection, voucher); with it the
 * total follows the checkboxes and the delete confirmation opens in place.
 */
export const handle = { i18n: ['common', 'nav', 'orders', 'pricing', 'site', 'vouchers'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => ordersTitle(matches, 'cart.list.title');

const SECTIONS: CartKind[] = ['trademark', 'patent', 'search', 'application', 'delivery'];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, actor } = await requirePage(request, 'dashboard.cart');
  const [lines, currency, whitelisted] = await Promise.all([listCart({ actor }), loadCurrencyDisplay(request), canPayBypass(user)]);
  const today = calendarDateInKualaLumpur();
  const url = new URL(request.url);
  // Back from the currency switch: the selection and the applied voucher travel in the URL (`sel`,
  // `voucher`); the voucher is applied again from its code, on the selection, or dropped.
  const sel = url.searchParams.get('sel');
  const initialSelected = sel === null ? null : idsOf(sel.split(',')).filter((id) => lines.some((line) => line.id === id));
  const code = url.searchParams.get('voucher');
  let initialVoucher: AppliedVoucherView | null = null;
  if (code && initialSelected?.length) {
    try {
      initialVoucher = await applyVoucher({ actor, code, total: selectedCartTotal(lines, initialSelected) });
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
  }
  return {
    initial: { selected: initialSelected, voucher: initialVoucher },
    lines,
    /** G-34: renewal lines whose expiry date is within 14 working days. */
    warnings: expiryWarningLineIds(lines, today),
    /** G-34: of those, the ones already past their expiry date (their own text). */
    overdue: overdueLineIds(lines, today),
    whitelisted,
    money: { currency: currency.currency, rates: currency.rates },
    fetchedAt: currency.fetchedAt,
    path: `${url.pathname}${url.search}`,
  };
}

interface AppliedVoucherView {
  id: number;
  code: string;
  type: string;
  value: string;
  discount_amount: string;
  paid_amount: string;
}

interface CartActionData {
  selected: number[];
  voucher: AppliedVoucherView | null;
  error: string | null;
  voucherError: string | null;
  success: string | null;
  confirmDelete: number | null;
}

const idsOf = (values: FormDataEntryValue[]) => [...new Set(values.map(Number).filter((id) => Number.isInteger(id) && id > 0))];

export async function action({ request }: ActionFunctionArgs) {
  const { actor } = await requirePage(request, 'dashboard.cart');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const lines = await listCart({ actor });
  const selected = idsOf(form.getAll('cartIds')).filter((id) => lines.some((line) => line.id === id));
  const state: CartActionData = { selected, voucher: null, error: null, voucherError: null, success: null, confirmDelete: null };
  const selectedTotal = () => selectedCartTotal(lines, selected);
  const keepVoucher = async () => {
    const code = String(form.get('voucherCode') ?? '').trim();
    if (!code || !form.get('voucherId')) return null;
    try {
      return await applyVoucher({ actor, code, total: selectedTotal() });
    } catch {
      return null;
    }
  };

  if (intent.startsWith('ask-delete:')) return { ...state, voucher: await keepVoucher(), confirmDelete: Number(intent.slice('ask-delete:'.length)) || null };
  if (intent.startsWith('delete:')) {
    const id = Number(intent.slice('delete:'.length));
    try {
      const { message } = await deleteCartItem({ actor, id });
      return { ...state, selected: selected.filter((s) => s !== id), success: message };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { ...state, error: 'orders:cart.delete_fail' };
    }
  }
  if (intent === 'voucher') {
    const code = String(form.get('voucherCode') ?? '').trim();
    if (!code) return { ...state, voucherError: 'orders:cart.validation.voucher_required' };
    try {
      return { ...state, voucher: await applyVoucher({ actor, code, total: selectedTotal() }) };
    } catch (error) {
      // ORD-30: the server's message, otherwise 'Fail to retrieve data'.
      return { ...state, voucherError: isAppError(error) ? error.messageKey : 'orders:cart.retrieve_fail' };
    }
  }
  if (intent === 'pay') {
    if (selected.length === 0) return { ...state, voucher: await keepVoucher(), error: 'orders:cart.select_one' };
    // ORD-34, G-29: the id travels with the applied code; the server resolves the voucher from the code.
    const voucherId = form.get('voucherId') ? String(form.get('voucherId')) : null;
    const voucherCode = voucherId ? String(form.get('voucherCode') ?? '') : null;
    let reference: string;
    try {
      const order = await createOrder({ actor, cartIds: selected, voucherCode, voucherId, useSandbox: form.get('use_sandbox') === '1' });
      reference = order.reference;
    } catch (error) {
      if (!isAppError(error)) throw error;
      return { ...state, voucher: await keepVoucher(), error: error.messageKey };
    }
    throw redirect(`/dashboard/cart/checkout?ref=${encodeURIComponent(reference)}`);
  }
  // 'update' (no JavaScript): recalculate the total of the selection.
  return { ...state, voucher: await keepVoucher() };
}

export default function Cart() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as CartActionData | undefined;
  const { t } = useTranslation('orders');
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const allIds = useMemo(() => data.lines.map((line) => line.id), [data.lines]);
  const [selected, setSelected] = useState<number[]>(actionData?.selected ?? data.initial.selected ?? allIds);
  const [voucher, setVoucher] = useState<AppliedVoucherView | null>(actionData?.voucher ?? data.initial.voucher ?? null);
  const [confirming, setConfirming] = useState<number | null>(actionData?.confirmDelete ?? null);
  // A new action answer sets the page state once; a later revalidation of the lines (a new allIds)
  // must not put an old answer's selection back over what the customer ticked since.
  useEffect(() => {
    if (actionData) {
      setSelected(actionData.selected);
      setVoucher(actionData.voucher);
      setConfirming(actionData.confirmDelete);
    }
  }, [actionData]);
  useEffect(() => setSelected((current) => current.filter((id) => allIds.includes(id))), [allIds]);

  const total = selectedCartTotal(data.lines, selected);
  const surcharges = surchargesOf(data.lines.filter((line) => selected.includes(line.id)));
  // The applied voucher stays when the selection changes; its discount follows the new total (the
  // server checks it again from the code on Pay).
  const discount = voucher ? voucherDiscount(voucher, total) : null;
  const toggle = (id: number, on: boolean) => setSelected((current) => (on ? [...new Set([...current, id])] : current.filter((s) => s !== id)));
  // The currency switch reloads the page: it brings the selection and the voucher back with it.
  const statePath = `/dashboard/cart?${new URLSearchParams({ sel: selected.join(','), ...(voucher ? { voucher: voucher.code } : {}) }).toString()}`;
  const money = (myr: string) => <Money myr={myr} currency={data.money.currency} rates={data.money.rates} />;

  if (data.lines.length === 0) {
    return (
      <>
        <PageHeader title={t('cart.list.title')} lead={t('cart.list.lead')} />
        {actionData?.success ? <Alert tone="success">{t(actionData.success)}</Alert> : null}
        <section className="panel cart-empty">
          <p>
            <strong>{t('cart.list.empty')}</strong>
          </p>
          <p>{t('cart.list.emptyHint')}</p>
          <div className="cart-empty__links">
            <Link className="button button--primary" to="/dashboard/filing/trademark">
              {t('cart.list.startRenewal')}
            </Link>
            <Link className="button button--secondary" to="/dashboard/search">
              {t('cart.list.startSearch')}
            </Link>
            <Link className="button button--secondary" to="/dashboard/apply">
              {t('cart.list.startApply')}
            </Link>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('cart.list.title')} lead={t('cart.list.lead')}>
        <CurrencySwitch current={data.money.currency} redirectTo={enhanced ? statePath : data.path} />
      </PageHeader>
      {actionData?.success ? <Alert tone="success">{t(actionData.success)}</Alert> : null}
      {actionData?.error ? (
        <Alert tone="error">
          <span data-testid="cart-error">{t(actionData.error)}</span>
        </Alert>
      ) : null}

      <Form method="post" id="cart-form" preventScrollReset>
        {enhanced ? (
          <label className="check-field">
            <input
              type="checkbox"
              checked={selected.length === allIds.length}
              onChange={(event) => setSelected(event.currentTarget.checked ? allIds : [])}
              data-testid="select-all"
            />
            {t('cart.list.selectAll')}
          </label>
        ) : null}
        {SECTIONS.map((kind) => {
          const lines = data.lines.filter((line) => line.kind === kind);
          if (lines.length === 0) return null;
          return (
            <section key={kind} className="panel cart-section" aria-labelledby={`cart-${kind}`} data-testid={`cart-section-${kind}`}>
              <h2 className="panel__title" id={`cart-${kind}`}>
                {t(`cart.list.sections.${kind}`)}
              </h2>
              <div className="table-scroll">
                <table className="cart-table cart-table--lines">
                  <thead>
                    <tr>
                      <th className="cart-table__select">
                        <span className="visually-hidden">{t('cart.list.selectAll')}</span>
                      </th>
                      <th>{t('cart.list.details')}</th>
                      <th className="cart-table__fee">{t('cart.list.fee')}</th>
                      <th className="cart-table__actions">
                        <span className="visually-hidden">{t('cart.list.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((line) => (
                      <CartRow
                        key={line.id}
                        line={line}
                        selected={selected.includes(line.id)}
                        onToggle={toggle}
                        warning={data.warnings.includes(line.id)}
                        overdue={data.overdue.includes(line.id)}
                        fee={money(line.fee)}
                        confirming={confirming === line.id}
                        onAskDelete={enhanced ? () => setConfirming(line.id) : null}
                        onCancelDelete={() => setConfirming(null)}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          );
        })}

        <section className="panel cart-summary" aria-label={t('cart.list.selectedTotal')}>
          <div>
            <div className="cart-voucher">
              <div className="field">
                <label className="field__label" htmlFor="voucherCode">
                  {t('cart.voucher.label')}
                </label>
                <input id="voucherCode" name="voucherCode" className="field__input" defaultValue={voucher?.code ?? ''} autoComplete="off" data-testid="voucher-code" />
              </div>
              <button type="submit" name="intent" value="voucher" className="button button--secondary">
                {t('cart.voucher.apply')}
              </button>
            </div>
            {actionData?.voucherError || (voucher && discount?.exceeds !== false) ? (
              <p className="field__error" role="alert" data-testid="voucher-error">
                {t(actionData?.voucherError ?? (discount ? 'vouchers:apply.exceed' : 'vouchers:apply.selection_required'))}
              </p>
            ) : null}
            {voucher ? (
              <>
                <input type="hidden" name="voucherId" value={voucher.id} />
                <p className="cart-voucher__applied" role="status">
                  {t('cart.voucher.applied', { code: voucher.code, value: voucher.type === 'Percentage' ? t('cart.voucher.percent', { value: Number(voucher.value) }) : `RM ${voucher.value}` })}{' '}
                  {enhanced ? (
                    <button type="button" className="button button--secondary button--small" onClick={() => setVoucher(null)}>
                      {t('cart.voucher.remove')}
                    </button>
                  ) : null}
                </p>
              </>
            ) : null}
          </div>
          <div>
            <dl className="cart-totals">
              <div>
                <dt>{t('cart.list.selectedTotal')}</dt>
                <dd data-testid="cart-total">{money(total)}</dd>
              </div>
              {Number(surcharges) > 0 ? (
                <div>
                  <dt>{t('cart.list.surcharges')}</dt>
                  <dd data-testid="cart-surcharges">{money(surcharges)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('cart.list.selectedCount', { count: selected.length })}</dt>
                <dd />
              </div>
              {discount && !discount.exceeds && Number(discount.discount_amount) > 0 ? (
                <>
                  <div>
                    <dt>{t('cart.list.discount')}</dt>
                    <dd data-testid="cart-discount">− {money(discount.discount_amount)}</dd>
                  </div>
                  <div className="cart-totals__pay">
                    <dt>{t('cart.list.paidAmount')}</dt>
                    <dd data-testid="cart-paid">{money(discount.paid_amount)}</dd>
                  </div>
                </>
              ) : null}
            </dl>
            {data.whitelisted ? (
              <div className="cart-sandbox">
                <input type="checkbox" id="use_sandbox" name="use_sandbox" value="1" />
                <label htmlFor="use_sandbox">
                  <strong>{t('cart.list.sandboxTitle')}.</strong> {t('cart.list.sandboxPrompt')}
                </label>
              </div>
            ) : null}
            <div className="form-actions">
              {enhanced ? null : (
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

function CartRow({
  line,
  selected,
  onToggle,
  warning,
  overdue,
  fee,
  confirming,
  onAskDelete,
  onCancelDelete,
}: {
  line: CartLineJson;
  selected: boolean;
  onToggle: (id: number, on: boolean) => void;
  warning: boolean;
  overdue: boolean;
  fee: ReactNode;
  confirming: boolean;
  onAskDelete: (() => void) | null;
  onCancelDelete: () => void;
}) {
  const { t } = useTranslation('orders');
  const name = line.filing_no ?? line.application_no ?? line.request?.description ?? String(line.id);
  return (
    <tr data-testid={`cart-line-${line.id}`}>
      <td className="cart-table__select">
        <input type="checkbox" name="cartIds" value={line.id} checked={selected} onChange={(event) => onToggle(line.id, event.currentTarget.checked)} aria-label={t('cart.list.selectLine', { name })} />
      </td>
      <td>
        <CartLineSummary line={line} warning={warning} overdue={overdue} />
        {confirming ? (
          <div className="cart-confirm" role="alertdialog" aria-label={t('cart.list.deleteConfirm')}>
            <span>{t('cart.list.deleteConfirm')}</span>
            <button type="submit" name="intent" value={`delete:${line.id}`} className="button button--danger button--small">
              {t('cart.list.deleteYes')}
            </button>
            {onAskDelete ? (
              <button type="button" className="button button--secondary button--small" onClick={onCancelDelete}>
                {t('cart.list.deleteNo')}
              </button>
            ) : (
              <button type="submit" name="intent" value="update" className="button button--secondary button--small">
                {t('cart.list.deleteNo')}
              </button>
            )}
          </div>
        ) : null}
      </td>
      <td className="cart-table__fee">{fee}</td>
      <td className="cart-table__actions">
        {line.kind === 'delivery' ? null : (
          <Link to={`/dashboard/cart/detail/${line.id}`} className="button button--secondary button--small">
            {t('cart.list.edit')}
          </Link>
        )}{' '}
        {onAskDelete ? (
          <button type="button" className="button button--secondary button--small" onClick={onAskDelete}>
            {t('cart.list.delete')}
          </button>
        ) : (
          <button type="submit" name="intent" value={`ask-delete:${line.id}`} className="button button--secondary button--small">
            {t('cart.list.delete')}
          </button>
        )}
      </td>
    </tr>
  );
}
