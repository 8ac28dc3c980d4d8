import { describe, expect, it } from 'vitest';
import { MENU } from '../access/menu';
import { MENU_NOTIFY, unreadFor } from './notifications';

describe('console menu dots (ACL-15)', () => {
  it('adds the counts of the kinds a menu entry lists', () => {
    const counts = { applications: 2, payments: 1, preregistrations: 3, reports: 0 };
    expect(unreadFor('applications', counts)).toBe(3);
    expect(unreadFor('preregistered-agents', counts)).toBe(3);
    expect(unreadFor('reported-issues', counts)).toBe(0);
    expect(unreadFor('customers', counts)).toBe(0);
    expect(unreadFor('applications', null)).toBe(0);
  });

  it('names only menu targets that exist', () => {
    const targets = new Set(MENU.map((entry) => entry.target));
    for (const target of Object.keys(MENU_NOTIFY)) expect(targets.has(target), target).toBe(true);
  });
});
