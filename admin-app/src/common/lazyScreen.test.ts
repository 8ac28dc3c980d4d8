import { describe, expect, it } from 'vitest';
import customers from '../customers';
import agents from '../agents';
import accountants from '../accountants';
import preregisteredAgents from '../preregistered-agents';
import deliveries from '../deliveries';
import products from '../products';
import vouchers from '../vouchers';
import news from '../news';
import emails from '../emails';
import payments from '../payments';
import orders from '../orders';
import invoices from '../invoices';
import applications from '../applications';
import searches from '../searches';
import ipRecords, { patents, trademarks } from '../ip-records';
import exportsResource from '../exports';
import ratings from '../ratings';
import auditLogs from '../audit-logs';
import auditMails from '../audit-mails';
import reportedIssues from '../reported-issues';
import jobs from '../jobs';
import * as settlements from '../settlements';

const REACT_LAZY = Symbol.for('react.lazy');
const isLazy = (component: unknown) => (component as { $$typeof?: symbol } | undefined)?.$$typeof === REACT_LAZY;

const RESOURCES = [customers, agents, accountants, preregisteredAgents, deliveries, products, vouchers, news, emails, payments, orders, invoices, applications, searches, ipRecords, patents, trademarks, exportsResource, ratings, auditLogs, auditMails, reportedIssues, jobs];

describe('console screens load when opened (issue 17, ADR 070)', () => {
  it.each(RESOURCES.map((r) => [r.name, r] as const))('every screen of %s is lazy', (_name, resource) => {
    const screens = (['list', 'show', 'edit', 'create'] as const).map((k) => (resource as Record<string, unknown>)[k]).filter(Boolean);
    expect(screens.length).toBeGreaterThan(0);
    for (const screen of screens) expect(isLazy(screen)).toBe(true);
  });

  it('the settlement pages are lazy too', () => {
    const pages = Object.values(settlements);
    expect(pages.length).toBe(7);
    for (const page of pages) expect(isLazy(page)).toBe(true);
  });

});
