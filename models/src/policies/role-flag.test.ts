import { describe, expect, it } from 'vitest';
import { ROLE } from '../constants/index';
import { asStoredRole, isOpenPage, pagePath, roleStoredByVisit } from './role-flag';

const { SUPER_ADMIN: SA, ADMIN: AD, AGENT: AG, MEMBER: MB, ACCOUNTANT: AC } = ROLE;
const visit = (url: string, stored: number | null) => {
  const parsed = new URL(url, 'http://portal.test');
  return roleStoredByVisit(parsed.pathname, parsed.searchParams, asStoredRole(stored));
};

describe('the stored role flag (ADR 011)', () => {
  it('reads back only real role ids', () => {
    expect([1, 2, 3, 4, 5].map(asStoredRole)).toEqual([SA, AD, AG, MB, AC]);
    expect(asStoredRole('3')).toBe(AG);
    for (const bad of [0, 6, '', '4; x', '44', 'admin', null, undefined, 2.5]) expect(asStoredRole(bad), String(bad)).toBeNull();
  });

  it('login variants store their role, replacing any other (ACC-1, ACC-5, ACC-6, ⚑AMB-11)', () => {
    for (const stored of [null, SA, AG, MB, AC] as (number | null)[]) {
      expect(visit('/login', stored)).toBe(stored === MB ? null : MB);
      expect(visit('/login?role=', stored)).toBe(stored === MB ? null : MB);
      expect(visit('/login?role=client', stored)).toBe(stored === MB ? null : MB);
      expect(visit('/login?role=agent', stored)).toBe(stored === AG ? null : AG);
      expect(visit('/login?role=accountant', stored)).toBe(stored === AC ? null : AC);
      expect(visit('/agent', stored)).toBe(stored === AG ? null : AG);
      expect(visit('/client', stored)).toBe(stored === MB ? null : MB);
      expect(visit('/accountant', stored)).toBe(stored === AC ? null : AC);
      expect(visit('/webadmin', stored)).toBe(stored === AD ? null : AD);
    }
    // ACC-2: an unknown role is a 404 and stores nothing.
    expect(visit('/login?role=superman', null)).toBeNull();
    expect(visit('/login?role=superman', AG)).toBeNull();
  });

  it('the pending-verification page stores 4 (ACC-35)', () => {
    expect(visit('/account/verify?email=a%40b.test', null)).toBe(MB);
    expect(visit('/account/verify?email=a%40b.test', AG)).toBe(MB);
    expect(visit('/account/verify?email=a%40b.test', MB)).toBeNull();
  });

  it('a first visit to a public or informational page stores 4 and never replaces a stored role (⚑AMB-12)', () => {
    const pages = ['/', '/faq', '/aboutus', '/tm-flow', '/tnc', '/contactus', '/news', '/news-content/7', '/trademark', '/patent-registration', '/price-checker', '/register', '/forgot/password', '/forgot/password/abc/request', '/account/verify/abc', '/maintenance', '/404'];
    for (const page of pages) {
      expect(visit(page, null), page).toBe(MB);
      for (const stored of [SA, AD, AG, MB, AC]) expect(visit(page, stored), `${page} with ${stored}`).toBeNull();
    }
    // Single-fetch data requests and trailing slashes count as the page.
    expect(visit('/faq.data', null)).toBe(MB);
    expect(visit('/_root.data', null)).toBe(MB);
    expect(visit('/tnc/', null)).toBe(MB);
  });

  it('protected pages, APIs, assets, sign-out and unknown paths store nothing', () => {
    for (const path of ['/dashboard/overview', '/dashboard/cart', '/admin', '/admin/customers', '/api/admin/customers', '/assets/app.css', '/favicon.svg', '/logout', '/resources/language', '/no/such/page', '/faqs', '/news-content/1/2']) {
      expect(visit(path, null), path).toBeNull();
    }
  });

  it('normalises page paths', () => {
    expect(pagePath('/faq.data')).toBe('/faq');
    expect(pagePath('/faq//')).toBe('/faq');
    expect(pagePath('/')).toBe('/');
    expect(isOpenPage('/news-content/12')).toBe(true);
    expect(isOpenPage('/dashboard/filing/trademark')).toBe(false);
  });
});
