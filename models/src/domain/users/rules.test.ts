import { describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { blockRefusal, impersonateRefusal, resetTwoFactorRefusal, userActionFlags } from './rules';

const admin = { id: 2, role_id: ROLE.ADMIN };
const superAdmin = { id: 1, role_id: ROLE.SUPER_ADMIN };
const accountant = { id: 3, role_id: ROLE.ACCOUNTANT };
const customer = (status_id: number) => ({ id: 40, role_id: ROLE.MEMBER, status_id });

describe('user row actions (ADM-4, ADM-5, ADM-7, ACC-66..70): one answer for the console and the operations', () => {
  it('offers block to every status but blocked, unblock to blocked only, resend password to status 5', () => {
    expect(userActionFlags(admin, customer(USER_STATUS.ACTIVE))).toEqual({ can_block: true, can_unblock: false, can_resend_password: false, can_impersonate: true, can_reset_two_factor: false });
    expect(userActionFlags(admin, customer(USER_STATUS.PASSWORD_CHANGE_REQUIRED))).toMatchObject({ can_block: true, can_unblock: false, can_resend_password: true });
    expect(userActionFlags(admin, customer(USER_STATUS.BLOCKED))).toEqual({ can_block: false, can_unblock: true, can_resend_password: false, can_impersonate: false, can_reset_two_factor: false });
    expect(userActionFlags(admin, customer(USER_STATUS.UNVERIFIED))).toEqual({ can_block: true, can_unblock: false, can_resend_password: false, can_impersonate: false, can_reset_two_factor: false });
  });

  it('offers nothing the role may not do, and nothing on oneself or on staff of equal or higher rank', () => {
    expect(userActionFlags(accountant, customer(USER_STATUS.ACTIVE))).toEqual({ can_block: false, can_unblock: false, can_resend_password: false, can_impersonate: false, can_reset_two_factor: false });
    expect(userActionFlags(admin, { ...admin, status_id: USER_STATUS.ACTIVE }).can_block).toBe(false);
    expect(userActionFlags(admin, { id: 9, role_id: ROLE.SUPER_ADMIN, status_id: USER_STATUS.BLOCKED }).can_unblock).toBe(false);
    expect(userActionFlags(superAdmin, { id: 9, role_id: ROLE.SUPER_ADMIN, status_id: USER_STATUS.BLOCKED }).can_unblock).toBe(true);
    expect(userActionFlags(admin, { id: 9, role_id: ROLE.ACCOUNTANT, status_id: USER_STATUS.ACTIVE })).toMatchObject({ can_block: true, can_impersonate: true });
  });

  it('refuses with the messages the operations answer', () => {
    expect(blockRefusal(admin, { ...admin, status_id: USER_STATUS.ACTIVE })?.messageKey).toBe('users:cannot_block_self');
    expect(blockRefusal(admin, customer(USER_STATUS.BLOCKED))?.messageKey).toBe('users:already_blocked');
    expect(impersonateRefusal({ ...admin, impersonator_id: 1 }, customer(USER_STATUS.ACTIVE))?.messageKey).toBe('users:impersonate_fail');
    expect(impersonateRefusal(admin, customer(USER_STATUS.ACTIVE))).toBeNull();
  });

  it('offers turning off a second factor only when one is on, to staff who may act on the user, never on oneself (ADR 078)', () => {
    const enrolled = { ...customer(USER_STATUS.ACTIVE), two_factor_enabled: true };
    expect(userActionFlags(admin, enrolled).can_reset_two_factor).toBe(true);
    expect(userActionFlags(admin, customer(USER_STATUS.ACTIVE)).can_reset_two_factor).toBe(false);
    expect(userActionFlags(accountant, enrolled).can_reset_two_factor).toBe(false);
    expect(resetTwoFactorRefusal({ ...admin, impersonator_id: 1 }, enrolled)?.messageKey).toBe('users:not_allowed');
    expect(resetTwoFactorRefusal(admin, { ...admin, status_id: USER_STATUS.ACTIVE, two_factor_enabled: true })?.messageKey).toBe('users:not_allowed');
    expect(resetTwoFactorRefusal(admin, { id: 9, role_id: ROLE.SUPER_ADMIN, status_id: USER_STATUS.ACTIVE, two_factor_enabled: true })?.status).toBe(403);
    expect(resetTwoFactorRefusal(superAdmin, { id: 9, role_id: ROLE.ADMIN, status_id: USER_STATUS.ACTIVE, two_factor_enabled: true })).toBeNull();
    expect(resetTwoFactorRefusal(admin, customer(USER_STATUS.ACTIVE))?.messageKey).toBe('users:two_factor_not_enabled');
  });
});
