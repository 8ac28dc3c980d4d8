import { describe, expect, it } from 'vitest';
import { ROLE } from '../constants/index';
import { canAccessRecord, ownsRecord } from './ownership';

describe('record ownership (ACL-52, ACL-62)', () => {
  const member = { id: 7, role_id: ROLE.MEMBER };
  const agent = { id: 9, role_id: ROLE.AGENT };
  const admin = { id: 1, role_id: ROLE.ADMIN };
  const accountant = { id: 3, role_id: ROLE.ACCOUNTANT };

  it('a member owns their own records only', () => {
    expect(ownsRecord(member, { user_id: 7 })).toBe(true);
    expect(ownsRecord(member, { user_id: 8 })).toBe(false);
    expect(ownsRecord(member, { agent_id: 7 })).toBe(false);
    expect(ownsRecord(member, {})).toBe(false);
  });

  it('an agent owns the records assigned to them', () => {
    expect(ownsRecord(agent, { user_id: 7, agent_id: 9 })).toBe(true);
    expect(ownsRecord(agent, { user_id: 7, agent_id: 10 })).toBe(false);
    expect(ownsRecord(agent, { user_id: 7, agent_id: null })).toBe(false);
  });

  it('staff own nothing but super admins and admins may access everything', () => {
    expect(ownsRecord(admin, { user_id: 1 })).toBe(false);
    expect(canAccessRecord(admin, { user_id: 7 })).toBe(true);
    expect(canAccessRecord(accountant, { user_id: 7 })).toBe(false);
    expect(canAccessRecord(member, { user_id: 7 })).toBe(true);
    expect(canAccessRecord(null, { user_id: 7 })).toBe(false);
  });
});
