import { describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { User } from '../../models/user';
import { buildAgent, buildCustomer, buildStaff, caught, lastAudit, useTestWorld } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { getBankingDetail } from './banking-detail';
import { updateBankingDetail } from './update-banking-detail';
import { updatePaypalEmail } from './update-paypal-email';

useTestWorld();

describe('banking detail (AGT-35/36, ACL-49)', () => {
  it('the agent saves meps_code, bank_name and bank_acc (trimmed, audit-logged) and reads them back', async () => {
    const agent = await buildAgent();
    const result = await updateBankingDetail({ actor: agent, meps_code: ' MBB ', bank_name: 'Maybank Berhad', bank_acc: '5140 1234 5678' });
    expect(result).toEqual({
      message: 'agent-onboarding:banking.success',
      banking: { meps_code: 'MBB', bank_name: 'Maybank Berhad', bank_acc: '5140 1234 5678', paypal_email: null, login_email: agent.email },
    });
    expect(await getBankingDetail({ actor: agent })).toEqual(result.banking);
    const audit = await lastAudit('agent.banking');
    expect(audit).toMatchObject({ actor_id: agent.id, target_id: String(agent.id) });
    expect(audit!.after).toMatchObject({ bank_name: 'Maybank Berhad' });
  });

  it('needs each field, min 3 (the field messages, 422, nothing changed)', async () => {
    const agent = await buildAgent({ meps_code: 'OLD', bank_name: 'Old Bank', bank_acc: '000111' });
    const error = await caught(updateBankingDetail({ actor: agent, meps_code: 'MB', bank_name: '  ', bank_acc: undefined }));
    expect([error.status, error.messageKey]).toEqual([422, 'agent-onboarding:banking.fail']);
    expect(error.fieldErrors).toEqual({
      meps_code: ['agent-onboarding:validation.meps_code_min'],
      bank_name: ['agent-onboarding:validation.bank_name_required'],
      bank_acc: ['agent-onboarding:validation.bank_acc_required'],
    });
    const stored = (await User.findByPk(agent.id))!;
    expect([stored.meps_code, stored.bank_name, stored.bank_acc]).toEqual(['OLD', 'Old Bank', '000111']);
  });

  it('refuses every other role and the system (403)', async () => {
    for (const actor of [await buildCustomer(), await buildStaff(ROLE.ADMIN), await buildStaff(ROLE.ACCOUNTANT), SYSTEM]) {
      expect((await caught(updateBankingDetail({ actor: actor as never, meps_code: 'MBB', bank_name: 'Maybank', bank_acc: '123456' }))).status).toBe(403);
      expect((await caught(getBankingDetail({ actor: actor as never }))).status).toBe(403);
    }
  });

  it('ADR 055: the agent sets the PayPal e-mail Send via PayPal pays (lower-cased, audit-logged); empty returns to the login e-mail; an invalid one changes nothing', async () => {
    const agent = await buildAgent();
    const saved = await updatePaypalEmail({ actor: agent, paypal_email: ' Payouts.Me@Example.com ' });
    expect(saved.banking).toMatchObject({ paypal_email: 'payouts.me@example.com', login_email: agent.email });
    expect((await lastAudit('agent.paypal_email'))!.after).toEqual({ paypal_email: 'payouts.me@example.com' });
    const bad = await caught(updatePaypalEmail({ actor: agent, paypal_email: 'not-an-address' }));
    expect([bad.status, bad.fieldErrors]).toEqual([422, { paypal_email: ['agent-onboarding:validation.paypal_email_invalid'] }]);
    expect((await User.findByPk(agent.id))!.paypal_email).toBe('payouts.me@example.com');
    expect((await updatePaypalEmail({ actor: agent, paypal_email: '' })).banking.paypal_email).toBeNull();
    for (const actor of [await buildCustomer(), await buildStaff(ROLE.ADMIN), SYSTEM]) {
      expect((await caught(updatePaypalEmail({ actor: actor as never, paypal_email: 'x@example.com' }))).status).toBe(403);
    }
  });
});
