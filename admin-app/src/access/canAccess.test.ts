import { describe, expect, it } from 'vitest';
import { ROLE } from '@iprenew/models/browser';
import { canAccessConsole, canUserAccessConsole } from './canAccess';

const can = (resource: string, action: string, role: number | null) => canAccessConsole({ resource, action }, role);
const { SUPER_ADMIN: SA, ADMIN: AD, ACCOUNTANT: AC, AGENT: AG, MEMBER: MB } = ROLE;

describe('canAccess per role (react-admin resources and actions)', () => {
  it('lets super admins and admins open the user tables', () => {
    for (const role of [SA, AD]) {
      for (const resource of ['customers', 'agents', 'accountants', 'preregistered-agents']) {
        expect(can(resource, 'list', role), `${resource} ${role}`).toBe(true);
      }
      expect(can('agents', 'create', role)).toBe(true);
      expect(can('agents', 'edit', role)).toBe(true);
      expect(can('accountants', 'create', role)).toBe(true);
      expect(can('accountants', 'edit', role)).toBe(true);
      expect(can('preregistered-agents', 'delete', role)).toBe(true);
    }
  });

  it('denies accountants every user screen (a direct URL shows access denied)', () => {
    for (const resource of ['customers', 'agents', 'accountants', 'preregistered-agents']) {
      for (const action of ['list', 'show', 'create', 'edit', 'delete']) {
        expect(can(resource, action, AC), `${resource}.${action}`).toBe(false);
      }
    }
  });

  it('denies agents, members and anonymous callers everything', () => {
    for (const role of [AG, MB, null]) {
      expect(can('customers', 'list', role)).toBe(false);
      expect(can('agents', 'create', role)).toBe(false);
      expect(can('users', 'impersonate', role)).toBe(false);
    }
  });

  it('offers no customer View/Edit/Create screen to anyone (ADM-3)', () => {
    for (const action of ['show', 'edit', 'create', 'delete']) {
      expect(can('customers', action, SA)).toBe(false);
    }
  });

  it('does not delete users (blocking instead, ADM-4)', () => {
    expect(can('agents', 'delete', SA)).toBe(false);
    expect(can('accountants', 'delete', AD)).toBe(false);
  });

  it('maps the row actions to the users resource', () => {
    for (const action of ['block', 'unblock', 'impersonate', 'resend-password', 'reset-two-factor']) {
      expect(can('users', action, SA)).toBe(true);
      expect(can('users', action, AD)).toBe(true);
      expect(can('users', action, AC)).toBe(false);
    }
  });

  it('lets every staff role use its own profile', () => {
    for (const role of [SA, AD, AC]) {
      expect(can('profile', 'show', role)).toBe(true);
      expect(can('profile', 'edit', role)).toBe(true);
    }
  });

  it('denies unknown resources and actions', () => {
    expect(can('nonsense', 'list', SA)).toBe(false);
    expect(can('agents', 'explode', SA)).toBe(false);
  });

  it('decides field-level questions by the resource part', () => {
    expect(can('agents.status_id', 'list', SA)).toBe(true);
    expect(can('agents.status_id', 'list', AC)).toBe(false);
  });
});

describe('ACL-3: user id 1 counts as a Super Admin on the product list', () => {
  it('offers user 1 as an admin the Add new product screen, and nothing else of the super admin', () => {
    const first = { id: 1, role_id: AD };
    expect(canUserAccessConsole({ resource: 'products', action: 'create' }, first)).toBe(true);
    expect(canUserAccessConsole({ resource: 'products', action: 'create' }, { id: 2, role_id: AD })).toBe(false);
    expect(canUserAccessConsole({ resource: 'configuration', action: 'edit' }, first)).toBe(can('configuration', 'edit', AD));
    expect(canUserAccessConsole({ resource: 'products', action: 'list' }, { id: 1, role_id: AC })).toBe(false);
    expect(canUserAccessConsole({ resource: 'products', action: 'create' }, null)).toBe(false);
  });
});
