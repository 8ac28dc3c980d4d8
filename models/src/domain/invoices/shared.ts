import Decimal from 'decimal.js';
import type { Transaction } from 'sequelize';
import type { InvoiceData, InvoiceLineData } from '@iprenew/templates';
import { PAYMENT_STATUS, SERVICE } from '../../constants/index';
import { surchargesOf } from '../../schemas/cart';
import { countryName } from '../../i18n/country-name';
import { AppError } from '../../errors/index';
import { sendMail, type MailAttachment, type SendMailResult } from '../../mail/index';
import { Configuration } from '../../models/configuration';
import { Country } from '../../models/country';
import { Order } from '../../models/order';
import { OrderItem } from '../../models/order-item';
import { Payment } from '../../models/payment';
import { State } from '../../models/state';
import { User } from '../../models/user';
import { Voucher } from '../../models/voucher';

/**
 * What the invoice operations share: loading an order with everything the invoice and the payment
 * e-mails show, the invoice's data (G-26), the configured tax (G-48), storage keys, links.
 */

export interface OperationOptions {
  transaction?: Transaction;
}

export const INVOICE_MIME = 'application/pdf';

/** The order with its customer (and address), lines (and countries), payments and voucher. */
export async function loadOrder(where: { id: number } | { reference: string }, transaction?: Transaction): Promise<Order | null> {
  return Order.findOne({
    where,
    include: [
      {
        model: User,
        as: 'user',
        include: [
          { model: Country, as: 'country' },
          { model: State, as: 'state' },
        ],
      },
      { model: OrderItem, as: 'items', include: [{ model: Country, as: 'country' }] },
      { model: Payment, as: 'payments' },
      { model: Voucher, as: 'voucher' },
    ],
    order: [
      [{ model: OrderItem, as: 'items' }, 'id', 'ASC'],
      [{ model: Payment, as: 'payments' }, 'id', 'ASC'],
    ],
    transaction,
  });
}

export async function requireOrder(where: { id: number } | { reference: string }, transaction?: Transaction): Promise<Order> {
  const order = await loadOrder(where, transaction);
  if (!order) throw new AppError('NOT_FOUND', 'invoice:errors.not_found');
  return order;
}

/** The order's successful payment (the latest when there were several attempts), or null. */
export function successfulPayment(order: Order): Payment | null {
  const paid = (order.payments ?? []).filter((p) => p.status === PAYMENT_STATUS.SUCCESS);
  return paid[paid.length - 1] ?? null;
}

/** The order's one payment row (the latest). */
export function currentPayment(order: Order): Payment | null {
  const payments = order.payments ?? [];
  return successfulPayment(order) ?? payments[payments.length - 1] ?? null;
}

/** Storage key of an invoice: `invoices/{reference}-invoice.pdf`, regenerations `…-invoice-v{n}.pdf`. */
export function invoiceKey(reference: string, version = 1): string {
  return version <= 1 ? `invoices/${reference}-invoice.pdf` : `invoices/${reference}-invoice-v${version}.pdf`;
}

/** The file name the customer sees (ORD-69): `{reference}-invoice.pdf`. */
export const invoiceFileName = (reference: string) => `${reference}-invoice.pdf`;

import { appLink } from '../kernel/index';
export { appLink };

/** The receipt / order page of an order (ORD-62, G-24). */
export const orderPageLink = (reference: string) => appLink(`/dashboard/cart/payment/response?refNo=${encodeURIComponent(reference)}`);

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** "Filing No …" style identification of a line for the e-mails. */
function lineNumber(item: OrderItem): string {
  return [item.filing_no, item.application_no, item.grant_no].filter((v) => text(v) !== '').join(' / ');
}

function lineClasses(item: OrderItem): (number | string)[] {
  if (item.multiclass_no) return [item.multiclass_no];
  const fromRequest = (item.request?.classifications ?? []).map((c) => c.class_no).filter((n): n is number => typeof n === 'number');
  return [...new Set(fromRequest)].sort((a, b) => a - b);
}

function invoiceLine(item: OrderItem, language: string): InvoiceLineData {
  const years = (item.selected_years ?? []).map((y) => y.year_granted).filter((y) => text(y) !== '');
  return {
    serviceId: item.service_id,
    typeId: item.type_id,
    country: countryName(item.country?.name, item.country?.iso2, language),
    filingNo: item.filing_no,
    applicationNo: item.application_no,
    grantNo: item.grant_no,
    classes: item.service_id === SERVICE.DELIVERY ? [] : lineClasses(item),
    years,
    name: item.application_name ?? item.multiclass_name ?? null,
    fee: item.fee,
  };
}

/** The lines and amounts the e-mails summarise (JSON-safe, stored with the audit mail). */
export function orderSummary(order: Order, language: string) {
  const surcharges = surchargesOf(order.items ?? []);
  return {
    lines: (order.items ?? []).map((item) => ({
      serviceKey: `enums.service.${item.service_id}`,
      typeKey: `enums.ipType.${item.type_id}`,
      country: countryName(item.country?.name, item.country?.iso2, language),
      number: lineNumber(item),
      fee: item.fee,
    })),
    subtotal: order.fee,
    // The surcharges the subtotal already includes (a breakdown row, never added; null when none).
    surcharges: new Decimal(surcharges).gt(0) ? surcharges : null,
    discount: order.discount_amount,
    voucherCode: order.voucher && new Decimal(order.discount_amount).gt(0) ? order.voucher.code : null,
    total: order.total,
  };
}

interface CompanyConfig {
  name?: string;
  address_1?: string;
  address_2?: string;
  poscode?: string;
  city?: string;
  state?: string;
  country?: string;
  registration_no?: string;
}

export interface TaxConfig {
  rate: string;
  registration_no: string | null;
}

/** G-48: configuration `tax` {rate, registration_no}; a missing or unreadable rate is 0. */
export async function readTax(transaction?: Transaction): Promise<TaxConfig> {
  const stored = await Configuration.readValue<{ rate?: unknown; registration_no?: unknown } | null>('tax', null, { transaction });
  let rate = new Decimal(0);
  try {
    const value = stored?.rate;
    if (value !== null && value !== undefined && value !== '') rate = new Decimal(value as string | number);
  } catch {
    rate = new Decimal(0);
  }
  if (!rate.isFinite() || rate.lt(0)) rate = new Decimal(0);
  return { rate: rate.toString(), registration_no: text(stored?.registration_no) || null };
}

/** The tax included in an amount at `rate` % (amount × rate / (100 + rate)), to 2 decimals. */
export function includedTax(amount: string, rate: string): string {
  const r = new Decimal(rate);
  if (r.lte(0)) return '0.00';
  return new Decimal(amount).times(r).dividedBy(r.plus(100)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

function addressLines(parts: { address_1?: unknown; address_2?: unknown; poscode?: unknown; city?: unknown; state?: unknown; country?: unknown }): string[] {
  return [text(parts.address_1), text(parts.address_2), [text(parts.poscode), text(parts.city)].filter(Boolean).join(' '), text(parts.state), text(parts.country)].filter(Boolean);
}

/** Everything the invoice PDF shows, from the order snapshot, its payment and the configuration, in `language` (country names). */
export async function invoiceData(order: Order, payment: Payment, invoiceNo: string, language: string, transaction?: Transaction): Promise<InvoiceData> {
  const company = (await Configuration.readValue<CompanyConfig | null>('company_address', null, { transaction })) ?? {};
  const tax = await readTax(transaction);
  const user = order.user!;
  const discount = new Decimal(order.discount_amount);
  return {
    invoiceNo,
    reference: order.reference,
    issuedAt: order.paid_at ?? payment.updated_at ?? new Date(),
    company: {
      name: text(company.name) || 'IPRenew Sdn. Bhd.',
      lines: addressLines(company),
      registrationNo: text(company.registration_no) || null,
      taxNo: new Decimal(tax.rate).gt(0) ? tax.registration_no : null,
    },
    billTo: {
      name: user.name,
      company: user.company,
      lines: addressLines({ ...user.get({ plain: true }), state: user.state?.name, country: countryName(user.country?.name, user.country?.iso2, language) }),
      email: user.email,
    },
    lines: (order.items ?? []).map((item) => invoiceLine(item, language)),
    subtotal: order.fee,
    surcharges: surchargesOf(order.items ?? []),
    voucher: order.voucher && discount.gt(0) ? { code: order.voucher.code, discount: order.discount_amount } : null,
    total: order.total,
    paid: payment.paid_amount,
    tax: new Decimal(tax.rate).gt(0) ? { rate: tax.rate, amount: includedTax(order.total, tax.rate) } : null,
    payment: { method: payment.provider ?? order.payment_method ?? 'bypass', providerRef: payment.paypal_ref, paidAt: order.paid_at ?? null },
  };
}

/** G-27: the bank-transfer details the pay-later e-mails show (configuration `bank_transfer`). */
export async function bankTransferDetails(): Promise<{ bank_name: string; account_name: string; account_no: string; swift_code: string }> {
  const bank = await Configuration.readValue<Record<string, string>>('bank_transfer', {});
  return { bank_name: bank.bank_name ?? '', account_name: bank.account_name ?? '', account_no: bank.account_no ?? '', swift_code: bank.swift_code ?? '' };
}

/**
 * One transactional e-mail to the order's customer in their language (G-03), recorded in
 * audit_mails with the order reference and `mailableType` (MSG-10). Call after commit.
 */
export function mailCustomer(
  order: Order,
  mail: { template: string; mailableType: string; data: Record<string, unknown>; attachments?: MailAttachment[] },
): Promise<SendMailResult> {
  const user = order.user!;
  return sendMail({
    to: user.email,
    template: mail.template,
    language: user.language,
    reference: order.reference,
    mailableType: mail.mailableType,
    data: { name: user.name, reference: order.reference, order: orderSummary(order, user.language), ...mail.data },
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
  });
}
