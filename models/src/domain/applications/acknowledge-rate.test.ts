import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, ROLE, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationHistory } from '../../models/application-history';
import { IpRecord } from '../../models/ip-record';
import { REVIEW_MAX } from '../../schemas/application-rating';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, useTestWorld } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { listPublicReviews } from '../content/list-public-reviews';
import { acknowledgeApplication } from './acknowledge-application';
import { completeApplication } from './complete-application';
import { openCustomerApplication } from './open-customer-application';
import { rateApplication } from './rate-application';

useTestWorld();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function snapshot(applicationId: number) {
  const application = await Application.findByPk(applicationId, { rejectOnEmpty: true });
  const ip = await IpRecord.findByPk(application.ip_id, { rejectOnEmpty: true });
  return {
    status_id: application.status_id,
    acknowledge: Boolean(application.acknowledge),
    rating: application.rating,
    review: application.review,
    is_anonymous: Boolean(application.is_anonymous),
    completed_at: application.completed_at?.toISOString() ?? null,
    expiry_date: ip.expiry_date,
    history: await ApplicationHistory.count({ where: { application_id: applicationId } }),
  };
}

describe('acknowledge and rate (POR-30..35, AMB-28, ADR 042)', () => {
  it('the owner acknowledges, then rates: Completed, completed_at set, the IP rolled forward once; the page offers each step in turn', async () => {
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: { certificate_ready_at: daysAgo(2) } });
    let page = await openCustomerApplication({ actor: customer, applicationId: application.id });
    expect([page.can_acknowledge, page.can_rate]).toEqual([true, false]);

    const acknowledged = await acknowledgeApplication({ actor: customer, applicationId: application.id });
    expect(acknowledged).toMatchObject({ message: 'applications:customer.acknowledge.success', application: { status_id: S.CERTIFICATE_READY } });
    expect(await snapshot(application.id)).toMatchObject({ acknowledge: true, rating: null, status_id: S.CERTIFICATE_READY, history: 1 });
    page = await openCustomerApplication({ actor: customer, applicationId: application.id });
    expect([page.can_acknowledge, page.can_rate, page.acknowledged]).toEqual([false, true, true]);
    // Acknowledging twice is refused and changes nothing.
    expect(await caught(acknowledgeApplication({ actor: customer, applicationId: application.id }))).toMatchObject({ status: 409, messageKey: 'applications:customer.acknowledge.fail' });

    const rated = await rateApplication({ actor: customer, applicationId: application.id, rating: '4', review: '  Fast and clear.  ', is_anonymous: '1' });
    expect(rated).toMatchObject({ message: 'applications:customer.rate.success', application: { status_id: S.COMPLETED } });
    const after = await snapshot(application.id);
    expect(after).toMatchObject({ status_id: S.COMPLETED, rating: 4, review: 'Fast and clear.', is_anonymous: true, expiry_date: '2036-05-01', history: 2 });
    expect(after.completed_at).not.toBeNull();
    page = await openCustomerApplication({ actor: customer, applicationId: application.id });
    expect([page.can_acknowledge, page.can_rate, page.rating]).toEqual([false, false, 4]);

    // Rating again is refused; the IP is not rolled a second time.
    expect(await caught(rateApplication({ actor: customer, applicationId: application.id, rating: 5 }))).toMatchObject({ status: 409, messageKey: 'applications:customer.rate.fail' });
    expect(await snapshot(application.id)).toEqual(after);
  });

  it('a rating is required (0, none, out of range, not a number → Rating is Required) and the review is bounded; nothing changes', async () => {
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: { acknowledge: true } });
    const before = await snapshot(application.id);
    for (const rating of [0, '0', undefined, '', 6, -1, 2.5, 'abc', '9'.repeat(400)]) {
      const error = await caught(rateApplication({ actor: customer, applicationId: application.id, rating, review: 'x' }));
      expect([error.status, error.messageKey, error.fieldErrors.rating], String(rating)).toEqual([422, 'applications:customer.rate.required', ['applications:customer.rate.required']]);
    }
    const long = await caught(rateApplication({ actor: customer, applicationId: application.id, rating: 5, review: 'a'.repeat(REVIEW_MAX + 1) }));
    expect([long.status, long.fieldErrors.review]).toEqual([422, ['applications:customer.rate.review_too_long']]);
    expect(await snapshot(application.id)).toEqual(before);
  });

  it('only the owner (another customer 404, agents and staff 403) and only in Certificate Ready', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, status: S.CERTIFICATE_READY });
    const before = await snapshot(application.id);
    const other = await buildCustomer();
    expect((await caught(acknowledgeApplication({ actor: other, applicationId: application.id }))).status).toBe(404);
    expect((await caught(rateApplication({ actor: other, applicationId: application.id, rating: 5 }))).status).toBe(404);
    expect((await caught(acknowledgeApplication({ actor: customer, applicationId: 'x' }))).status).toBe(404);
    for (const actor of [agent, await buildStaff(ROLE.SUPER_ADMIN), await buildStaff(ROLE.ADMIN), SYSTEM, undefined]) {
      expect((await caught(acknowledgeApplication({ actor: actor as never, applicationId: application.id }))).status).toBe(403);
      expect((await caught(rateApplication({ actor: actor as never, applicationId: application.id, rating: 5 }))).status).toBe(403);
    }
    // Rating before acknowledging is refused.
    expect(await caught(rateApplication({ actor: customer, applicationId: application.id, rating: 5 }))).toMatchObject({ status: 409, messageKey: 'applications:customer.rate.fail' });
    expect(await snapshot(application.id)).toEqual(before);

    for (const status of [S.IN_PROGRESS, S.FILED, S.RENEWAL_ORDERED, S.CANCELLED, S.COMPLETED]) {
      const { application: other } = await buildApplication({ user: customer, status, columns: { acknowledge: status === S.COMPLETED } });
      const was = await snapshot(other.id);
      expect((await caught(acknowledgeApplication({ actor: customer, applicationId: other.id }))).status, `status ${status}`).toBe(409);
      expect((await caught(rateApplication({ actor: customer, applicationId: other.id, rating: 5 }))).status, `status ${status}`).toBe(409);
      const page = await openCustomerApplication({ actor: customer, applicationId: other.id });
      expect([page.can_acknowledge, page.can_rate]).toEqual([false, false]);
      expect(await snapshot(other.id)).toEqual(was);
    }
  });

  it('an auto-completed application (day 14) offers neither and refuses both', async () => {
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: { certificate_ready_at: daysAgo(20) } });
    expect((await completeApplication({ actor: SYSTEM, applicationId: application.id })).completed).toBe(true);
    const page = await openCustomerApplication({ actor: customer, applicationId: application.id });
    expect([page.status_id, page.can_acknowledge, page.can_rate]).toEqual([S.COMPLETED, false, false]);
    const before = await snapshot(application.id);
    expect((await caught(acknowledgeApplication({ actor: customer, applicationId: application.id }))).status).toBe(409);
    expect((await caught(rateApplication({ actor: customer, applicationId: application.id, rating: 3 }))).status).toBe(409);
    expect(await snapshot(application.id)).toEqual(before);
  });

  it('a search report is acknowledged and rated the same way (its Certificate Ready reads Report Ready)', async () => {
    const customer = await buildCustomer();
    const { application } = await buildApplication({ user: customer, service: SERVICE.SEARCH, status: S.CERTIFICATE_READY });
    await acknowledgeApplication({ actor: customer, applicationId: application.id });
    expect((await rateApplication({ actor: customer, applicationId: application.id, rating: 5 })).application.status_id).toBe(S.COMPLETED);
  });
});

describe('reviews on What others say (G-50, PUB-28, ADR 042)', () => {
  it('a new rating shows newest first, anonymised per is_anonymous; a hidden one (is_public false) leaves the page', async () => {
    const customer = await buildCustomer();
    const first = await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: { acknowledge: true } });
    const second = await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: { acknowledge: true } });
    await rateApplication({ actor: customer, applicationId: first.application.id, rating: 5, review: 'Named review ' + first.application.id, is_anonymous: '0' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await rateApplication({ actor: customer, applicationId: second.application.id, rating: 3, review: 'Anonymous review ' + second.application.id, is_anonymous: 'on' });
    const page = await listPublicReviews();
    expect(page.data.slice(0, 2).map((r) => [r.review, r.anonymous, r.reviewer])).toEqual([
      [`Anonymous review ${second.application.id}`, true, `${Array.from(customer.name.trim())[0].toUpperCase()}****`],
      [`Named review ${first.application.id}`, false, customer.name.trim()],
    ]);
    expect(JSON.stringify(page.data)).not.toContain(customer.email);
    expect((await Application.findByPk(second.application.id))!.is_public).toBe(true);
    await Application.update({ is_public: false }, { where: { id: second.application.id } });
    const hidden = await listPublicReviews();
    expect(hidden.data.map((r) => r.id)).not.toContain(second.application.id);
    expect(hidden.meta.total).toBe(page.meta.total - 1);
  });
});
