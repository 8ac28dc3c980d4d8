import { describe, expect, it } from 'vitest';
import { Application, APPLICATION_STATUS, News, ROLE, SERVICE, type User } from '@iprenew/models';
import { buildAgent, buildApplication, buildCartLines, buildCustomer, buildOrder, buildStaff, queriesOf, useTestWorld } from '@iprenew/models/testing';
import * as root from '~/root';
import * as layout from '~/routes/dashboard+/_layout';
import * as landing from '~/routes/_public+/_index';
import * as news from '~/routes/_public+/news';
import * as reviews from '~/routes/_public+/reviews';
import * as overview from '~/routes/dashboard+/_shared+/overview';
import * as myOrders from '~/routes/dashboard+/_customer+/orders';
import * as cart from '~/routes/dashboard+/_customer+/cart._index';
import * as searchList from '~/routes/dashboard+/_customer+/search._index';
import * as applyList from '~/routes/dashboard+/_customer+/apply._index';
import * as applicationPage from '~/routes/dashboard+/_agent+/application.$id';
import * as agentJobs from '~/routes/dashboard+/_agent+/application.jobs';
import * as apiOrders from '~/routes/api+/admin.orders';
import * as apiInvoices from '~/routes/api+/admin.invoices';
import * as apiPayments from '~/routes/api+/admin.payments';
import * as apiApplications from '~/routes/api+/admin.applications';
import * as apiIpRecords from '~/routes/api+/admin.ip-records';
import * as apiCustomers from '~/routes/api+/admin.customers';
import * as apiAuditMails from '~/routes/api+/admin.audit-mails';
import { call as callApi, cookieFor } from '~/rest/test-calls';
import * as forecastPage from '~/routes/dashboard+/_customer+/forecast';
import { addCalendarMonths, addCalendarYears, calendarDateInKualaLumpur, IP_TYPE } from '@iprenew/models';
import { request, signedInCookie } from './requests';

/**
 * Issue 17: the statements a page or list issues do not grow with the rows it shows (no statement per
 * row), and a customer or public page stays within 15. A page is every loader of one request run
 * together on the same Request (root, the dashboard layout, the route), as Remix runs them; a console
 * list is its REST resource. Each is counted with 2 rows shown and again with 12.
 */

useTestWorld();

type Loader = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => unknown;
const asLoader = (fn: unknown) => fn as Loader;
const PAGE_LIMIT = 15;

/** The statements of one page request: its loaders in parallel on one Request, as Remix runs them. */
async function pageStatements(loaders: Loader[], path: string, cookie?: string, params: Record<string, string> = {}): Promise<number> {
  const shared = request(path, { cookie });
  return queriesOf(() =>
    Promise.all(
      loaders.map(async (loader) => {
        const value = await loader({ request: shared, params, context: { cspNonce: '' } });
        if (value instanceof Response && value.status >= 300) throw new Error(`${path}: ${value.status}`);
      }),
    ),
  );
}

const dashboard = (route: { loader: unknown }) => [asLoader(root.loader), asLoader(layout.loader), asLoader(route.loader)];

/** Counts a page with few rows, adds rows, counts again: the two counts are equal. */
async function flat(label: string, count: () => Promise<number>, addRows: (n: number) => Promise<unknown>, limit: number | null = PAGE_LIMIT): Promise<void> {
  await addRows(2);
  const few = await count();
  await addRows(10);
  const many = await count();
  expect({ label, many }).toEqual({ label, many: few });
  if (limit !== null) expect(few, `${label}: ${few} statements`).toBeLessThanOrEqual(limit);
}

describe(`statements per page stay fixed as rows grow (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('public pages: landing, news and reviews', async () => {
    const author = await buildStaff(ROLE.ADMIN);
    const landingPage = () => pageStatements([asLoader(root.loader), asLoader(landing.loader)], '/');
    // The first request after a catalogue change also reads the sold lines as models to price them
    // (one statement more); the others answer the 'from' price from its last computation.
    await landingPage();
    await flat('landing', landingPage, async () => undefined);
    await flat(
      '/news',
      () => pageStatements([asLoader(root.loader), asLoader(news.loader)], '/news'),
      async (n) => {
        for (let i = 0; i < n; i += 1) await News.create({ title: `News ${i}`, content: '<p>Body</p>', status: 1, publish_date: new Date(Date.now() - 60_000), created_by: author.id } as never);
      },
    );
    const customer = await buildCustomer();
    await flat(
      '/reviews',
      () => pageStatements([asLoader(root.loader), asLoader(reviews.loader)], '/reviews'),
      async (n) => {
        for (let i = 0; i < n; i += 1) {
          const { application } = await buildApplication({ user: customer, columns: { rating: 5 } });
          await Application.update({ rated_at: new Date(), review: 'Fast and friendly' } as never, { where: { id: application.id } });
        }
      },
    );
  });

  it('customer pages: dashboard with the IP list, My Orders, cart, search and apply lists, an application', async () => {
    const customer = await buildCustomer();
    const cookie = await signedInCookie(customer);
    // The overview adds its cards' seven counts in one statement.
    await flat('dashboard', () => pageStatements(dashboard(overview), '/dashboard/overview', cookie), (n) => buildMany(n, () => buildApplication({ user: customer })));
    await flat('my orders', () => pageStatements(dashboard(myOrders), '/dashboard/orders?per_page=25', cookie), (n) => buildMany(n, () => buildOrder({ user: customer })));
    const cartStatements = () => pageStatements(dashboard(cart), '/dashboard/cart', cookie);
    const emptyCart = await cartStatements();
    await flat('cart', cartStatements, (n) => buildCartLines(customer, n));
    // An empty cart shows no amount and no way to pay: it reads neither the rates nor the whitelist.
    expect(await cartStatements()).toBe(emptyCart + 2);
    await flat('search list', () => pageStatements(dashboard(searchList), '/dashboard/search?per_page=25', cookie), (n) => buildMany(n, () => buildApplication({ user: customer, service: SERVICE.SEARCH })));
    await flat('apply list', () => pageStatements(dashboard(applyList), '/dashboard/apply?per_page=25', cookie), (n) => buildMany(n, () => buildApplication({ user: customer, service: SERVICE.APPLICATION })));
    // An application opened for the first time (it is marked read and the sidebar's dots recounted)
    // in Certificate Ready (the delivery card counts its open requests): the page's most.
    const { application } = await buildApplication({ user: customer, status: APPLICATION_STATUS.CERTIFICATE_READY });
    const id = String(application.id);
    const detail = await pageStatements(dashboard(applicationPage), `/dashboard/application/${id}`, cookie, { id });
    expect(detail, `application page: ${detail} statements`).toBeLessThanOrEqual(PAGE_LIMIT);
  });

  it('the renewal-cost forecast (issue 18, ADR 074): price sheets once per type, not per record', async () => {
    const customer = await buildCustomer();
    const cookie = await signedInCookie(customer);
    const today = calendarDateInKualaLumpur();
    let i = 0;
    await flat('forecast', () => pageStatements(dashboard(forecastPage), '/dashboard/forecast?months=24', cookie), (n) =>
      buildMany(n, async () => {
        i += 1;
        const country = ['MY', 'SG', 'ID', 'TH'][i % 4];
        await buildApplication({ user: customer, status: APPLICATION_STATUS.COMPLETED, country, ip: { multiclass_no: 1, expiry_date: addCalendarMonths(today, 1 + (i % 20)) } as never });
        await buildApplication({ user: customer, status: APPLICATION_STATUS.COMPLETED, type: IP_TYPE.PATENT, country, ip: { grant_date: addCalendarYears(addCalendarMonths(today, 1 + (i % 10)), -4), expiry_date: null } as never });
      }),
    );
  });

  it("the agent's job list", async () => {
    const agent = await buildAgent();
    const customer = await buildCustomer();
    const cookie = await signedInCookie(agent);
    await flat('agent jobs', () => pageStatements(dashboard(agentJobs), '/dashboard/application/jobs?per_page=25', cookie), (n) => buildMany(n, () => buildApplication({ user: customer, agent })));
  });

  it('console lists: orders, invoices, payments, applications, IP records, customers, audit mails', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const cookie = await cookieFor(admin.id);
    const list = (resource: { loader: unknown }, path: string) => async () => {
      let status = 0;
      const statements = await queriesOf(async () => {
        status = (await callApi(resource.loader as never, 'GET', `${path}${path.includes('?') ? '&' : '?'}range=${encodeURIComponent('[0,24]')}`, { cookie })).status;
      });
      expect(status, path).toBe(200);
      return statements;
    };
    const customers: User[] = [];
    const someone = () => {
      const customer = customers[customers.length % 3] ?? null;
      return customer ? Promise.resolve(customer) : buildCustomer().then((built) => (customers.push(built), built));
    };
    const orders = (n: number) => buildMany(n, async () => buildOrder({ user: await someone(), method: customers.length % 2 ? 'paylater' : 'stripe' }));
    await flat('GET /api/admin/orders', list(apiOrders, '/api/admin/orders'), orders, null);
    await flat('GET /api/admin/invoices', list(apiInvoices, '/api/admin/invoices'), orders, null);
    await flat('GET /api/admin/payments', list(apiPayments, '/api/admin/payments'), orders, null);
    const applications = (n: number) => buildMany(n, async () => buildApplication({ user: await someone() }));
    await flat('GET /api/admin/applications', list(apiApplications, '/api/admin/applications'), applications, null);
    await flat('GET /api/admin/ip-records', list(apiIpRecords, `/api/admin/ip-records?filter=${encodeURIComponent('{"type_id":1}')}`), applications, null);
    await flat('GET /api/admin/customers', list(apiCustomers, '/api/admin/customers'), (n) => buildMany(n, () => buildCustomer()), null);
    // Every order built above sent no mail; audit mails are rows of their own.
    await flat('GET /api/admin/audit-mails', list(apiAuditMails, '/api/admin/audit-mails'), (n) => buildMany(n, () => auditMail(admin)), null);
  });
});

async function buildMany(n: number, build: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < n; i += 1) await build();
}

let mails = 0;
async function auditMail(to: User): Promise<void> {
  mails += 1;
  const sequelize = Application.sequelize!;
  await sequelize.models.AuditMail!.create({ reference: `MAIL${mails}`, user_email: to.email, subject: 'Subject', status: 1, mailable_type: 'test', template: 'test', language: 'en' } as never);
}
