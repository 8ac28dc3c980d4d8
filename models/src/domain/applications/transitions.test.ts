import { describe, expect, it } from 'vitest';
import type { Transaction } from 'sequelize';
import { APPLICATION_STATUS } from '../../constants/index';
import { APPLICATION_TRANSITIONS, moveApplication } from './transitions';

describe('application transitions (issue 12 §2)', () => {
  it('moves a pay-later application through payment and back, and never out of work once paid', () => {
    expect(APPLICATION_TRANSITIONS.slip_submitted).toEqual({ from: [APPLICATION_STATUS.RENEWAL_ORDERED], to: [APPLICATION_STATUS.PENDING_VERIFICATION] });
    expect(APPLICATION_TRANSITIONS.slip_rejected).toEqual({ from: [APPLICATION_STATUS.PENDING_VERIFICATION], to: [APPLICATION_STATUS.RENEWAL_ORDERED] });
    expect(APPLICATION_TRANSITIONS.order_closed.from).toEqual([APPLICATION_STATUS.RENEWAL_ORDERED]);
    expect(APPLICATION_TRANSITIONS.order_paid.from).toEqual([APPLICATION_STATUS.RENEWAL_ORDERED, APPLICATION_STATUS.PENDING_VERIFICATION]);
    expect(APPLICATION_TRANSITIONS.order_paid.to).toEqual([APPLICATION_STATUS.IN_PROGRESS, APPLICATION_STATUS.PENDING_ASSIGN]);
    for (const { from } of Object.values(APPLICATION_TRANSITIONS)) {
      expect(from).not.toContain(APPLICATION_STATUS.IN_PROGRESS);
      expect(from).not.toContain(APPLICATION_STATUS.COMPLETED);
    }
  });

  it('refuses a target its transition does not allow, before touching the database', async () => {
    const noDatabase = {} as Transaction;
    await expect(moveApplication(1, { transition: 'order_paid', to: APPLICATION_STATUS.CANCELLED, message: 'x', userId: null }, noDatabase)).rejects.toThrow(/cannot go to/);
    await expect(moveApplication(1, { transition: 'order_paid', message: 'x', userId: null }, noDatabase)).rejects.toThrow(/cannot go to/);
  });
});
