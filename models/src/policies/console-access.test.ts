import { describe, expect, it } from 'vitest';
import { ROLE } from '../constants/index';
import { landingPathFor, loginPathFor, staffSignInPath, usesConsole } from './console-access';

describe('console access', () => {
  it('sends staff to the console and customers and agents to the dashboard', () => {
    expect([ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.ACCOUNTANT].map(landingPathFor)).toEqual(['/admin', '/admin', '/admin']);
    expect([ROLE.AGENT, ROLE.MEMBER].map(landingPathFor)).toEqual(['/dashboard/overview', '/dashboard/overview']);
    expect(usesConsole(ROLE.MEMBER)).toBe(false);
  });

  it('names the login page of each role', () => {
    expect(loginPathFor(ROLE.AGENT)).toBe('/login?role=agent');
    expect(loginPathFor(ROLE.MEMBER)).toBe('/login?role=client');
    expect(loginPathFor(ROLE.ACCOUNTANT)).toBe('/login?role=accountant');
    expect(loginPathFor(ROLE.ADMIN)).toBe('/webadmin');
    expect(loginPathFor(undefined)).toBe('/webadmin');
  });

  it('names the staff sign-in page of a role query (/admin/login?role=…, ADR 061)', () => {
    expect(['accountant', 'Accountant', 'agent', '', null, undefined].map(staffSignInPath)).toEqual(['/login?role=accountant', '/login?role=accountant', '/webadmin', '/webadmin', '/webadmin', '/webadmin']);
  });
});
