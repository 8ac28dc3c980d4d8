import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, ORDER_STATUS, PAYMENT_STATUS, SLIP_STATUS } from '../../constants/index';
import { canCancel, canPayNow, canUploadSlip, canUpdateToSuccess, isBelowMinimumCharge, isReviewable, paymentDisplayStatus } from './rules';

const payLater = { status: ORDER_STATUS.PENDING, payment_method: 'paylater' };
const card = { status: ORDER_STATUS.PENDING, payment_method: 'stripe' };
const failed = { status: ORDER_STATUS.FAILED, payment_method: 'stripe' };
const paid = { status: ORDER_STATUS.PAID, payment_method: 'stripe' };
const ordered = APPLICATION_STATUS.RENEWAL_ORDERED;

describe('order rules (issue 12 §2): one answer to "is this order still open?"', () => {
  it('Pay Now while unpaid and no slip waits (G-64)', () => {
    expect(canPayNow(payLater, false)).toBe(true);
    expect(canPayNow(failed, false)).toBe(true);
    expect(canPayNow(payLater, true)).toBe(false);
    expect(canPayNow(paid, false)).toBe(false);
    expect(canPayNow({ status: ORDER_STATUS.CANCELLED }, false)).toBe(false);
  });

  it('Upload Slip only on an open pay-later order without a slip waiting (ORD-53..58)', () => {
    expect(canUploadSlip(payLater, false)).toBe(true);
    expect(canUploadSlip(payLater, true)).toBe(false);
    expect(canUploadSlip(card, false)).toBe(false);
    expect(canUploadSlip({ status: ORDER_STATUS.EXPIRED, payment_method: 'paylater' }, false)).toBe(false);
  });

  it('Cancel only while every application is Renewal Ordered (ORD-65)', () => {
    expect(canCancel(payLater, false, [ordered, ordered])).toBe(true);
    expect(canCancel(payLater, false, [ordered, APPLICATION_STATUS.PENDING_VERIFICATION])).toBe(false);
    expect(canCancel(payLater, false, [])).toBe(false);
    expect(canCancel(payLater, true, [ordered])).toBe(false);
    expect(canCancel(paid, false, [ordered])).toBe(false);
    expect(canCancel(card, false, [ordered])).toBe(false);
  });

  it('reviews a submitted slip of a waiting order, repairs only a failed payment of an unpaid order (ORD-61, G-14)', () => {
    const pending = { status: PAYMENT_STATUS.PENDING };
    expect(isReviewable(pending, payLater, { status: SLIP_STATUS.SUBMITTED })).toBe(true);
    expect(isReviewable(pending, payLater, { status: SLIP_STATUS.REJECTED })).toBe(false);
    expect(isReviewable(pending, payLater, null)).toBe(false);
    expect(isReviewable(pending, failed, { status: SLIP_STATUS.SUBMITTED })).toBe(false);
    expect(canUpdateToSuccess({ status: PAYMENT_STATUS.FAIL }, failed)).toBe(true);
    expect(canUpdateToSuccess({ status: PAYMENT_STATUS.FAIL }, { status: ORDER_STATUS.CANCELLED })).toBe(false);
    expect(canUpdateToSuccess(pending, failed)).toBe(false);
  });

  it('compares the RM 2.00 minimum as money, not as a float', () => {
    expect(isBelowMinimumCharge('1.99')).toBe(true);
    expect(isBelowMinimumCharge('2.00')).toBe(false);
    expect(isBelowMinimumCharge('1.999999999999999999')).toBe(true);
  });

  it('names the payment status as customers see it (ORD-59)', () => {
    expect(paymentDisplayStatus(paid, null, false)).toBe('validated');
    expect(paymentDisplayStatus(payLater, { status: PAYMENT_STATUS.PENDING }, true)).toBe('pending_verification');
    expect(paymentDisplayStatus(payLater, { status: PAYMENT_STATUS.PENDING }, false)).toBe('pending_paylater');
    expect(paymentDisplayStatus(failed, { status: PAYMENT_STATUS.FAIL }, false)).toBe('failed');
  });
});
