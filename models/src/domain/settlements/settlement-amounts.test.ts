import { describe, expect, it } from 'vitest';
import { IP_TYPE, SERVICE } from '../../constants/index';
import { PAYPAL_PAYOUT_FEE_DEFAULTS, PAYPAL_PAYOUT_FEE_FIXED_KEY, PAYPAL_PAYOUT_FEE_PERCENT_KEY } from '../../schemas/settlements';
import { Configuration } from '../../models/configuration';
import { countryId, dayFromToday, useTestWorld } from '../../testing/index';
import { calculateFee } from '../catalogue/calculate-fee';
import { paypalPayoutFee } from './paypal-payout-fee';
import { payoutAmounts, settlementAmounts } from './settlement-amounts';

useTestWorld();

const NO_FEE = { percent: '0', fixed: '0' };

describe('settlementAmounts (G-04, ADR 047)', () => {
  it("ADR 047's worked example: a seeded two-class Malaysian trademark renewal, to the cent", async () => {
    // The line as the cart prices it (the seeded Malaysian sheet): official 2 × 1050.00, service 350.00 + 2 × 100.00.
    const fee = await calculateFee({ service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK, country_id: await countryId('MY'), multiclass_no: 2, expiry_date: dayFromToday(60) });
    expect([fee.fee, fee.processing_part, fee.service_part, fee.additional_fee]).toEqual(['2650.00', '2100.00', '550.00', '0.00']);

    // Agent with Malaysian bank details, commission 30 %: Pending Settle, no PayPal cost.
    expect(settlementAmounts({ processingPart: fee.processing_part, servicePart: fee.service_part, commissionRate: '30.00', paypal: false, paypalFee: await paypalPayoutFee() })).toEqual({
      processing_fee: '2100.00',
      service_fee: '165.00',
      total: '2265.00',
      paypal_cost: '0.00',
      net_total: '2265.00',
    });
    // A foreign agent, commission 25 %, paid by PayPal at the default 2.90 % + RM 1.50: 2237.50 × 2.9 % = 64.8875, + 1.50 = 66.3875 → 66.39.
    expect(settlementAmounts({ processingPart: fee.processing_part, servicePart: fee.service_part, commissionRate: '25.00', paypal: true, paypalFee: await paypalPayoutFee() })).toEqual({
      processing_fee: '2100.00',
      service_fee: '137.50',
      total: '2237.50',
      paypal_cost: '66.39',
      net_total: '2171.11',
    });
  });

  it('a late renewal: the surcharge is passed through with the official fee (processing part)', async () => {
    const fee = await calculateFee({ service_id: SERVICE.RENEWAL, type_id: IP_TYPE.TRADEMARK, country_id: await countryId('MY'), multiclass_no: 1, expiry_date: dayFromToday(-30) });
    expect([fee.fee, fee.processing_part, fee.service_part, fee.additional_fee]).toEqual(['1750.00', '1300.00', '450.00', '250.00']);
    expect(settlementAmounts({ processingPart: fee.processing_part, servicePart: fee.service_part, commissionRate: '30', paypal: false, paypalFee: NO_FEE }).total).toBe('1435.00');
  });

  it('rounds half-up to two decimals at each step', () => {
    expect(settlementAmounts({ processingPart: '0', servicePart: '0.10', commissionRate: '25', paypal: false, paypalFee: NO_FEE })).toMatchObject({ service_fee: '0.03', total: '0.03' });
    expect(settlementAmounts({ processingPart: '10.005', servicePart: '0', commissionRate: '0', paypal: false, paypalFee: NO_FEE }).processing_fee).toBe('10.01');
    expect(payoutAmounts('100.00', true, { percent: '2.905', fixed: '0' })).toEqual({ paypal_cost: '2.91', net_total: '97.09' });
  });

  it('a missing commission rate counts as 0; a rate is held to 0–100; the PayPal cost never exceeds the total', () => {
    const base = { processingPart: '100.00', servicePart: '200.00', paypal: false, paypalFee: NO_FEE };
    expect(settlementAmounts({ ...base, commissionRate: null }).service_fee).toBe('0.00');
    expect(settlementAmounts({ ...base, commissionRate: 'not a rate' }).service_fee).toBe('0.00');
    expect(settlementAmounts({ ...base, commissionRate: '150' }).service_fee).toBe('200.00');
    expect(settlementAmounts({ processingPart: '1.00', servicePart: '0', commissionRate: 0, paypal: true, paypalFee: { percent: '2.90', fixed: '1.50' } })).toMatchObject({ paypal_cost: '1.00', net_total: '0.00' });
    expect(payoutAmounts('100.00', false, { percent: '50', fixed: '9' })).toEqual({ paypal_cost: '0.00', net_total: '100.00' });
  });

  it('reads the PayPal payout fee from the configuration, falling back to the defaults on an unreadable value', async () => {
    expect(await paypalPayoutFee()).toEqual({ percent: PAYPAL_PAYOUT_FEE_DEFAULTS.percent, fixed: PAYPAL_PAYOUT_FEE_DEFAULTS.fixed });
    await Configuration.writeValue(PAYPAL_PAYOUT_FEE_PERCENT_KEY, '3.5');
    await Configuration.writeValue(PAYPAL_PAYOUT_FEE_FIXED_KEY, 'free');
    expect(await paypalPayoutFee()).toEqual({ percent: '3.5', fixed: PAYPAL_PAYOUT_FEE_DEFAULTS.fixed });
    await Configuration.writeValue(PAYPAL_PAYOUT_FEE_PERCENT_KEY, '101');
    expect((await paypalPayoutFee()).percent).toBe(PAYPAL_PAYOUT_FEE_DEFAULTS.percent);
    await Configuration.writeValue(PAYPAL_PAYOUT_FEE_PERCENT_KEY, PAYPAL_PAYOUT_FEE_DEFAULTS.percent);
    await Configuration.writeValue(PAYPAL_PAYOUT_FEE_FIXED_KEY, PAYPAL_PAYOUT_FEE_DEFAULTS.fixed);
  });
});
