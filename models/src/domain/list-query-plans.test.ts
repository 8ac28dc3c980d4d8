import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, ROLE, SERVICE } from '../constants/index';
import { buildApplication, buildCustomer, buildOrder, buildStaff, queryPlanOf, statementOn, statementsOf, useTestWorld, type QueryPlan } from '../testing/index';
import { listStaffApplications } from './applications/list-staff-applications';
import { listMyRequests } from './cart/list-my-requests';
import { listPublicReviews } from './content/list-public-reviews';
import { listIpRecords } from './ip-records/list-ip-records';
import { listInvoices } from './payments/list-invoices';
import { listOrders } from './payments/list-orders';
import { listPayments } from './payments/list-payments';
import { listUsers } from './users/list-users';
import { User } from '../models/user';
import { listAuditMails } from './audit-mails/list-audit-mails';
import { listAgentJobs } from './applications/list-agent-jobs';
import { listCustomerApplications } from './applications/list-customer-applications';
import { listCustomerIpRecords } from './ip-records/list-customer-ip-records';
import { buildAgent } from '../testing/index';
import { dashboardSummary } from './account/dashboard-summary';
import { shellCounts } from './account/shell-counts';

/**
 * Issue 17 (ADR 067): the lists that slowed down with data read their pages and counts through an
 * index. Each test captures the exact SQL a list issues and asks the database for its plan: no table
 * read from start to end, no sort of every row, and no join the count does not need. SQLite's planner
 * decides from the schema alone (no statistics), so its plans are the same with 5 rows or 500,000;
 * MariaDB's follow its row counts, so on MariaDB the tests check only what the schema fixes.
 */

useTestWorld();
const sqlite = !process.env.TEST_MYSQL_URL;

/** The plan of the one statement of `fn` that reads `table` and matches `pattern`. */
async function planOf(fn: () => Promise<unknown>, table: string, pattern?: RegExp): Promise<{ sql: string; plan: QueryPlan }> {
  const sql = statementOn(await statementsOf(fn), table, pattern);
  return { sql, plan: await queryPlanOf(sql) };
}

/** Served by an index: no full scan of a table and no sort of the rows (SQLite; on MariaDB the index is at least the planner's choice or option). */
function expectIndexed({ sql, plan }: { sql: string; plan: QueryPlan }, index?: string) {
  const context = `${sql}\n${plan.steps.join('\n')}`;
  if (process.env.PLAN_DEBUG) console.log(context);
  if (plan.dialect === 'sqlite') {
    expect(plan.fullScans, context).toEqual([]);
    expect(plan.tempSort, context).toBe(false);
    if (index) expect(plan.indexes, context).toContain(index);
  } else if (index) {
    // MariaDB on a few rows may prefer a scan; the index must at least be one it can use for the statement.
    expect([...plan.candidates, ...plan.indexes], context).toContain(index);
  }
}

// A count, or an unfiltered list's count of a value nearly every row has (all rows less the others, ADR 081).
const COUNT = /^SELECT (?:\(SELECT )?count\(/i;
const PAGE = /LIMIT/i;

/** A count SQLite keeps by triggers (ADR 087): the list reads its row by the primary key; elsewhere the count on `table`. */
async function keptOrCountPlanOf(fn: () => Promise<unknown>, table: string): Promise<{ sql: string; plan: QueryPlan }> {
  return sqlite ? planOf(fn, 'kept_counts', /^SELECT "count" FROM "kept_counts"/) : planOf(fn, table, COUNT);
}

async function world() {
  const admin = await buildStaff(ROLE.ADMIN);
  const customer = await buildCustomer();
  for (let i = 0; i < 3; i += 1) {
    await buildOrder({ user: customer, method: i === 0 ? 'paylater' : 'stripe' });
    await buildApplication({ user: customer, service: SERVICE.SEARCH, columns: { rating: 4 } });
  }
  return { admin, customer };
}

describe(`the console's money lists read through indexes (${sqlite ? 'sqlite' : 'mysql'})`, () => {
  it('invoices: the count reads payments alone, and every sort pages in index order (status, field)', async () => {
    const { admin } = await world();
    const count = await keptOrCountPlanOf(() => listInvoices({ actor: admin }), 'payments');
    expect(count.sql).not.toMatch(/JOIN/i);
    expect(count.sql).not.toMatch(/DISTINCT/i);
    expectIndexed(count);
    expectIndexed(await planOf(() => listInvoices({ actor: admin }), 'payments', PAGE), 'payments_status_created_at_idx');
    for (const [field, index] of [
      ['reference', 'payments_status_reference_idx'],
      ['updated_at', 'payments_status_updated_at_idx'],
      ['invoice_no', 'payments_status_invoice_no_idx'],
    ] as const) {
      for (const order of ['ASC', 'DESC'] as const) expectIndexed(await planOf(() => listInvoices({ actor: admin, sort: { field, order } }), 'payments', PAGE), index);
    }
    // A day range is a range of the same index.
    expectIndexed(await planOf(() => listInvoices({ actor: admin, filter: { from: '2026-01-01', to: '2026-12-31' } }), 'payments', PAGE), 'payments_status_created_at_idx');
  });

  it('payments: every sort but the id pages in index order, and a status filter with the default sort too', async () => {
    const { admin } = await world();
    for (const field of ['reference', 'status', 'paid_amount', 'created_at', 'updated_at'] as const) {
      expectIndexed(await planOf(() => listPayments({ actor: admin, sort: { field, order: 'DESC' } }), 'payments', PAGE));
    }
    expectIndexed(await planOf(() => listPayments({ actor: admin, filter: { status: 1 } }), 'payments', PAGE), 'payments_status_created_at_idx');
  });

  it('orders: the count reads orders alone; sorted by e-mail, the page walks users_email_uq and each customer’s orders', async () => {
    const { admin } = await world();
    const count = await planOf(() => listOrders({ actor: admin }), 'orders', COUNT);
    expect(count.sql).not.toMatch(/JOIN/i);
    for (const order of ['ASC', 'DESC'] as const) {
      const byEmail = await planOf(() => listOrders({ actor: admin, sort: { field: 'user.email', order } }), 'orders', PAGE);
      expectIndexed(byEmail, 'users_email_uq');
      if (sqlite) expect(byEmail.plan.indexes).toContain('orders_user_id_idx');
    }
    for (const field of ['created_at', 'reference', 'total', 'fee', 'discount_amount', 'status', 'payment_method'] as const) {
      expectIndexed(await planOf(() => listOrders({ actor: admin, sort: { field, order: 'DESC' } }), 'orders', PAGE));
    }
    // The e-mail order is the customers' e-mails, each customer's orders by id.
    const other = await buildCustomer({ email: 'aaa-first@example.test' });
    await buildOrder({ user: other });
    const rows = (await listOrders({ actor: admin, sort: { field: 'user.email', order: 'ASC' } })).rows;
    expect(rows[0]!.email).toBe('aaa-first@example.test');
    expect(rows.map((row) => row.email)).toEqual([...rows.map((row) => row.email)].sort());
  });
});

describe(`the slips under review of a page's payments (migration 0070) (${sqlite ? 'sqlite' : 'mysql'})`, () => {
  it('the order list finds them payment by payment, not through every slip under review', async () => {
    const { admin } = await world();
    const slips = await planOf(() => listOrders({ actor: admin }), 'payment_slips');
    expectIndexed(slips, 'payment_slips_payment_status_idx');
    if (sqlite) expect(slips.plan.indexes, slips.sql).not.toContain('payment_slips_status_idx');
  });
});

describe(`searches by code or e-mail read through indexes (ADR 066) (${sqlite ? 'sqlite' : 'mysql'})`, () => {
  it('orders, payments and audit mails: "starts with" on the reference and the e-mail, each term on its index', async () => {
    const { admin, customer } = await world();
    const { order } = await buildOrder({ user: customer });
    for (const q of [order.reference.slice(0, 6).toLowerCase(), customer.email.slice(0, 5)]) {
      const statements = await statementsOf(() => listOrders({ actor: admin, filter: { q } }));
      // The matches are found through the indexes (then only they are sorted).
      for (const sql of statements.filter((text) => /FROM `orders`/.test(text) && /GLOB|LIKE/.test(text))) {
        const plan = await queryPlanOf(sql);
        if (sqlite) expect(plan.fullScans, plan.steps.join('\n')).toEqual([]);
        if (sqlite) expect(plan.indexes).toEqual(expect.arrayContaining(['orders_reference_uq', 'users_email_uq']));
      }
    }
    expect((await listOrders({ actor: admin, filter: { q: order.reference.toLowerCase() } })).rows.map((row) => row.id)).toEqual([order.id]);
    expect((await listOrders({ actor: admin, filter: { q: customer.email.toUpperCase() } })).total).toBe(4);
    expect((await listOrders({ actor: admin, filter: { q: order.reference.slice(2) } })).total).toBe(0);
    expectIndexed(await planOf(() => listPayments({ actor: admin, filter: { q: order.reference.slice(0, 6) } }), 'payments', COUNT), 'payments_reference_idx');
    const mails = await planOf(() => listAuditMails({ actor: admin, filter: { q: customer.email.slice(0, 5) } }), 'audit_mails', COUNT);
    expectIndexed(mails, 'audit_mails_user_email_idx');
  });
});

describe(`the application lists read through indexes (${sqlite ? 'sqlite' : 'mysql'})`, () => {
  it('the public reviews: the count is kept (SQLite) or reads one index without a join, the page walks it newest first', async () => {
    await world();
    const count = await keptOrCountPlanOf(() => listPublicReviews({ page: 1 }), 'applications');
    expect(count.sql).not.toMatch(/JOIN/i);
    expectIndexed(count, sqlite ? undefined : 'applications_public_rated_rating_idx');
    expectIndexed(await planOf(() => listPublicReviews({ page: 2 }), 'applications', PAGE), 'applications_public_rated_rating_idx');
  });

  it('the customer’s search and apply lists: count and page by (user, service)', async () => {
    const { customer } = await world();
    expectIndexed(await planOf(() => listMyRequests({ actor: customer, service_id: SERVICE.SEARCH }), 'applications', COUNT), 'applications_user_service_idx');
    expectIndexed(await planOf(() => listMyRequests({ actor: customer, service_id: SERVICE.SEARCH, perPage: 5 }), 'applications', PAGE), 'applications_user_service_idx');
  });

  it('the console’s applications: the count reads applications alone; every sort pages in index order', async () => {
    const { admin } = await world();
    const count = await planOf(() => listStaffApplications({ actor: admin }), 'applications', COUNT);
    expect(count.sql).not.toMatch(/JOIN/i);
    for (const field of ['reference', 'application_date', 'created_at', 'updated_at', 'status_id', 'service_id'] as const) {
      expectIndexed(await planOf(() => listStaffApplications({ actor: admin, sort: { field, order: 'DESC' } }), 'applications', PAGE));
    }
    expectIndexed(await planOf(() => listStaffApplications({ actor: admin, filter: { service_id: SERVICE.SEARCH } }), 'applications', PAGE), 'applications_service_id_created_at_idx');
    expectIndexed(await planOf(() => listStaffApplications({ actor: admin, filter: { status_id: APPLICATION_STATUS.IN_PROGRESS } }), 'applications', PAGE), 'applications_status_id_created_at_idx');
  });

  it('the customer’s and the agent’s own lists: no table read in full (each reads the owner’s rows by an index)', async () => {
    const { customer } = await world();
    const agent = await buildAgent();
    await buildApplication({ user: customer, agent });
    for (const fn of [
      () => listCustomerApplications({ actor: customer }),
      () => listCustomerIpRecords({ actor: customer }),
      () => listAgentJobs({ actor: agent, list: 'jobs' }),
      () => listAgentJobs({ actor: agent, list: 'history' }),
    ]) {
      const reads = (await statementsOf(fn)).filter((text) => /FROM `(applications|ips)`/.test(text));
      expect(reads.length).toBeGreaterThan(0);
      for (const sql of reads) {
        const plan = await queryPlanOf(sql);
        if (sqlite) expect(plan.fullScans, `${sql}\n${plan.steps.join('\n')}`).toEqual([]);
      }
    }
  });

  it('the trademark and patent lists: every sort pages in index order within the list’s kind and type', async () => {
    const { admin } = await world();
    for (const field of ['id', 'created_at', 'expiry_date', 'application_name', 'filing_no', 'application_no', 'grant_no', 'country_id', 'multiclass_no', 'status']) {
      expectIndexed(await planOf(() => listIpRecords({ actor: admin, filter: { type_id: 1 }, sort: { field, order: 'ASC' } }), 'ips', PAGE));
    }
  });

  it('both types at once (no type filter): each sort reads its own index in order and checks the kind on the rows; the count reads a kind index', async () => {
    const { admin } = await world();
    for (const field of ['created_at', 'expiry_date', 'application_name', 'filing_no', 'application_no', 'grant_no', 'country_id', 'multiclass_no', 'status']) {
      expectIndexed(await planOf(() => listIpRecords({ actor: admin, sort: { field, order: 'DESC' } }), 'ips', PAGE));
    }
    // By id: the table itself in id order (no index needed), never a sort of every row.
    const byId = await planOf(() => listIpRecords({ actor: admin, sort: { field: 'id', order: 'DESC' } }), 'ips', PAGE);
    if (sqlite) expect(byId.plan.tempSort, byId.plan.steps.join('\n')).toBe(false);
    expectIndexed(await keptOrCountPlanOf(() => listIpRecords({ actor: admin }), 'ips'));
  });

  it('the user tables: every text and date sort pages in index order within the role', async () => {
    const { admin } = await world();
    for (const field of ['created_at', 'name', 'email', 'last_login', 'contact', 'company', 'status_id'] as const) {
      expectIndexed(await planOf(() => listUsers({ actor: admin, role: ROLE.MEMBER, sort: { field, order: 'ASC' } }), 'users', PAGE));
    }
    // The customers' count unfiltered: kept on SQLite (ADR 087; all users less the other roles without
    // its row, ADR 081), exact for every role.
    await buildAgent();
    await buildStaff(ROLE.ACCOUNTANT);
    expectIndexed(await keptOrCountPlanOf(() => listUsers({ actor: admin, role: ROLE.MEMBER }), 'users'));
    for (const role of [ROLE.MEMBER, ROLE.AGENT, ROLE.ACCOUNTANT] as const) {
      expect((await listUsers({ actor: admin, role })).total, String(role)).toBe(await User.count({ where: { role_id: role } }));
    }
  });
});

describe(`name searches read through the full-text index (ADR 066 §4) (${sqlite ? 'sqlite' : 'mysql'})`, () => {
  /** Every statement of `fn` that searches names asks the FTS5 table (MATCH, or MATCH with the row's id when probing one owner's rows) or the FULLTEXT index; on SQLite it reads no table in full. */
  async function expectFullText(fn: () => Promise<unknown>, tables: ('users' | 'ips')[]) {
    const searches = (await statementsOf(fn)).filter((sql) => /MATCH/.test(sql));
    expect(searches.length).toBeGreaterThan(0);
    for (const sql of searches) {
      const plan = await queryPlanOf(sql);
      const context = `${sql}\n${plan.steps.join('\n')}`;
      if (process.env.PLAN_DEBUG) console.log(context);
      for (const table of tables) {
        if (plan.dialect === 'sqlite') expect(plan.steps.some((step) => new RegExp(`^SCAN ${table}_fts (EXISTS )?VIRTUAL TABLE INDEX \\d+:=?M`).test(step)), context).toBe(true);
        // MariaDB on a few rows may look each row up by its id; the FULLTEXT index must be one it can use.
        else expect([...plan.candidates, ...plan.indexes], context).toContain(`${table}_name_search_ft`);
      }
      if (sqlite) expect(plan.fullScans, context).toEqual([]);
    }
  }

  it('the user tables, the IP lists and the application lists: the names through the index, the codes and e-mails from their start', async () => {
    const { admin, customer } = await world();
    const agent = await buildAgent();
    await buildApplication({ user: customer, agent, ip: { application_name: 'Kopi Senja' } });
    await expectFullText(() => listUsers({ actor: admin, role: ROLE.MEMBER, filter: { q: 'aminah' } }), ['users']);
    await expectFullText(() => listIpRecords({ actor: admin, filter: { type_id: 1, q: 'kopi' } }), ['ips', 'users']);
    await expectFullText(() => listCustomerIpRecords({ actor: customer, query: { search: 'kopi sen' } }), ['ips']);
    await expectFullText(() => listStaffApplications({ actor: admin, filter: { q: 'kopi' } }), ['ips', 'users']);
    await expectFullText(() => listAgentJobs({ actor: agent, list: 'jobs', search: 'kopi' }), ['ips', 'users']);
    await expectFullText(() => listCustomerApplications({ actor: customer, search: 'kopi' }), ['ips']);
    // A customer's own rows are probed one by one (reach 'few'): the index is asked for the row's id.
    for (const fn of [() => listCustomerIpRecords({ actor: customer, query: { search: 'kopi sen' } }), () => listCustomerApplications({ actor: customer, search: 'kopi' })]) {
      for (const sql of (await statementsOf(fn)).filter((statement) => /MATCH/.test(statement))) expect(sql).toMatch(sqlite ? /`ips_fts`\.rowid = `(IpRecord`\.`id|Application`\.`ip_id)`/ : /MATCH/);
    }
    // The console's count reads the applications alone (the IP and the customer are subqueries).
    expect((await planOf(() => listStaffApplications({ actor: admin, filter: { q: 'kopi' } }), 'applications', COUNT)).sql).not.toMatch(/JOIN/i);
    // What they find: any word's start of the applicant, the owner's name.
    expect((await listStaffApplications({ actor: admin, filter: { q: 'SEN kop' } })).total).toBe(1);
    expect((await listCustomerApplications({ actor: customer, search: 'senja kop' })).total).toBe(1);
    expect((await listAgentJobs({ actor: agent, list: 'jobs', search: customer.name!.split(' ')[0]!.slice(0, 3) })).total).toBe(1);
  });
});

describe(`the dashboard's own counts start from the user's rows (${sqlite ? 'sqlite' : 'mysql'})`, () => {
  // SQLite plans without statistics: a state index (every open delivery, every slip under review of
  // every customer) looks as good as the owner's index unless the query says otherwise (issue 17).
  it.runIf(sqlite)('the shell (cart badge, dots) and the overview cards of a customer and an agent reach deliveries and slips through the owner’s applications and orders', async () => {
    const { customer } = await world();
    const agent = await buildAgent();
    await buildApplication({ user: customer, agent });
    for (const actor of [customer, agent]) {
      for (const fn of [() => shellCounts({ actor }), () => dashboardSummary({ actor })]) {
        for (const sql of await statementsOf(fn)) {
          const plan = await queryPlanOf(sql);
          const context = `${sql}\n${plan.steps.join('\n')}`;
          expect(plan.fullScans, context).toEqual([]);
          expect(plan.indexes, context).not.toContain('deliveries_state_created_idx');
          expect(plan.indexes, context).not.toContain('deliveries_is_delivered_idx');
          expect(plan.indexes, context).not.toContain('payment_slips_status_idx');
        }
      }
    }
  });
});
