import { describe, expect, it } from 'vitest';
import { catalogue, LANGUAGES, voucherMinDueDate, type PaymentDisplayStatusName } from '@iprenew/models/browser';
import { displayStatusKey } from './paymentApi';
import { validateVoucher } from '../vouchers/voucherApi';
import { voucherValueText } from '../vouchers/VoucherStatus';

const lookup = (lng: (typeof LANGUAGES)[number], key: string): unknown => {
  const [ns, path] = key.split(':') as [string, string];
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], (catalogue[lng] as Record<string, unknown>)[ns]);
};

describe('payment display statuses (ORD-59)', () => {
  it('have a label in every language', () => {
    const statuses: PaymentDisplayStatusName[] = ['pending_paylater', 'pending_verification', 'validated', 'cancelled', 'expired', 'failed', 'pending'];
    for (const lng of LANGUAGES) for (const status of statuses) expect(typeof lookup(lng, displayStatusKey(status)), `${lng} ${status}`).toBe('string');
    expect(lookup('en', displayStatusKey('pending_paylater'))).toBe('Pending PayLater');
    expect(lookup('en', displayStatusKey('pending_verification'))).toBe('Pending Verification');
  });
});

describe('the voucher form (ADM-45)', () => {
  it('asks for every field, with the spec’s date message key', () => {
    expect(validateVoucher({})).toEqual({
      code: 'vouchers:validation.code_required',
      type: 'vouchers:validation.type_required',
      value: 'vouchers:validation.value_required',
      due_date: 'vouchers:validation.date_required',
      quantity: 'vouchers:validation.quantity_required',
    });
    expect(lookup('en', 'vouchers:validation.date_required')).toBe('Date is required');
    expect(validateVoucher({ code: 'ABCDEFGH', type: 'Percentage', value: 101, due_date: '2030-01-01', quantity: 1 })).toEqual({ value: 'vouchers:validation.percentage_range' });
    expect(validateVoucher({ code: 'ABCDEFGH', type: 'Value', value: '12.50', due_date: '2030-01-01', quantity: 3, amount_used: 9, id: 4 })).toEqual({});
  });

  it('starts the date picker at yesterday in Kuala Lumpur and shows values as RM or %', () => {
    expect(voucherMinDueDate(new Date('2026-03-10T16:30:00Z'))).toBe('2026-03-10'); // 11 Mar 00:30 in KL
    expect(voucherValueText({ type: 'Percentage', value: '10.00' })).toBe('10 %');
    expect(voucherValueText({ type: 'Value', value: '50.00' })).toBe('RM 50.00');
    expect(voucherValueText({ type: 'Value', value: '1500' })).toBe('RM 1,500.00'); // the one money format (formatMoney), as the pages show it
  });
});
