import { describe, expect, it } from 'vitest';
import { ROLE } from '../constants/index';
import { canUseResource, isResourceName, RESOURCES, resourceRoles } from './resources';

const { SUPER_ADMIN: SA, ADMIN: AD, AGENT: AG, MEMBER: MB, ACCOUNTANT: AC } = ROLE;

describe('RESOURCES (/api/admin permissions)', () => {
  it('never opens the console API to agents or members', () => {
    for (const [resource, actions] of Object.entries(RESOURCES)) {
      for (const action of Object.keys(actions)) {
        expect(canUseResource(resource, action, AG), `${resource}:${action}`).toBe(false);
        expect(canUseResource(resource, action, MB), `${resource}:${action}`).toBe(false);
      }
    }
  });

  it('follows the spec for the user resources and actions (ACL-33..36, ACL-56, ACC-66)', () => {
    for (const resource of ['customers', 'agents', 'accountants']) {
      for (const action of ['list', 'read', 'create', 'update']) {
        expect(canUseResource(resource, action, SA)).toBe(true);
        expect(canUseResource(resource, action, AD)).toBe(true);
        expect(canUseResource(resource, action, AC)).toBe(false);
      }
      expect(canUseResource(resource, 'delete', SA)).toBe(false);
    }
    for (const action of ['block', 'unblock', 'impersonate', 'resend-password']) {
      expect(resourceRoles('users', action)).toEqual([SA, AD]);
    }
    expect(resourceRoles('preregistered-agents', 'list')).toEqual([SA, AD]);
    expect(resourceRoles('preregistered-agents', 'delete')).toEqual([SA, AD]);
  });

  it('keeps the super-admin-only and accountant rules (ACL-31, 38, 39, 54, 58, 59, G-40, AMB-04, AMB-05)', () => {
    expect(resourceRoles('maintenance', 'read')).toEqual([SA]);
    expect(resourceRoles('maintenance', 'update')).toEqual([SA]);
    expect(resourceRoles('products', 'create')).toEqual([SA]);
    expect(resourceRoles('reported-issues', 'list')).toEqual([SA]);
    expect(resourceRoles('audit-mails', 'resend')).toEqual([SA]);
    expect(resourceRoles('configuration', 'read')).toEqual([SA, AD]);
    expect(resourceRoles('configuration', 'update')).toEqual([SA]);
    expect(resourceRoles('invoices', 'list')).toEqual([SA, AD, AC]);
    expect(resourceRoles('settlements', 'set-paid')).toEqual([SA, AD, AC]);
    expect(resourceRoles('settlements', 'validate-proof')).toEqual([SA, AD]);
    expect(canUseResource('settlements-pending-validation', 'list', AC)).toBe(false);
    expect(canUseResource('settlements-pending-settle', 'list', AC)).toBe(true);
    expect(resourceRoles('profile', 'password')).toEqual([SA, AD, AC]);
  });

  it('refuses unknown resources, actions and anonymous callers', () => {
    expect(canUseResource('nope', 'list', SA)).toBe(false);
    expect(canUseResource('customers', 'nope', SA)).toBe(false);
    expect(canUseResource('customers', 'toString', SA)).toBe(false);
    expect(canUseResource('customers', 'list', null)).toBe(false);
    expect(isResourceName('constructor')).toBe(false);
    expect(isResourceName('customers')).toBe(true);
  });
});
