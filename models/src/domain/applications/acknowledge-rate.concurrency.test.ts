import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationHistory } from '../../models/application-history';
import { IpRecord } from '../../models/ip-record';
import { buildApplication, buildCustomer, openTestWorld, type TestWorld, type User } from '../../testing/index';
import { acknowledgeApplication } from './acknowledge-application';
import { rateApplication } from './rate-application';

/** Two tabs at once (ADR 042), each in its own transaction on its own connection: one acknowledgement, one rating, the IP rolled forward once. */
let world: TestWorld;
let customer: User;
beforeAll(async () => {
  world = await openTestWorld({ sqlite: 'file' });
  customer = await buildCustomer();
}, 180_000);
afterAll(async () => world?.close());

const refusals = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => [(r.reason as { status?: number }).status, (r.reason as { messageKey?: string }).messageKey]);

describe('acknowledge and rate from two tabs at once', () => {
  it('acknowledging twice at once: one acknowledgement, one history entry', async () => {
    const { application } = await buildApplication({ user: customer, status: S.CERTIFICATE_READY });
    const results = await Promise.allSettled([1, 2].map(() => acknowledgeApplication({ actor: customer, applicationId: application.id })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(results)).toEqual([[409, 'applications:customer.acknowledge.fail']]);
    expect(await ApplicationHistory.count({ where: { application_id: application.id } })).toBe(1);
  });

  it('rating twice at once: exactly one rating, Completed once, the IP rolled forward once', async () => {
    const { application, ip } = await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: { acknowledge: true } });
    const results = await Promise.allSettled([
      rateApplication({ actor: customer, applicationId: application.id, rating: 5, review: 'first tab' }),
      rateApplication({ actor: customer, applicationId: application.id, rating: 2, review: 'second tab' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(results)).toEqual([[409, 'applications:customer.rate.fail']]);
    const after = (await Application.findByPk(application.id))!;
    expect(after.status_id).toBe(S.COMPLETED);
    expect([[5, 'first tab'], [2, 'second tab']]).toContainEqual([after.rating, after.review]);
    expect((await IpRecord.findByPk(ip.id))!.expiry_date).toBe('2036-05-01');
    expect(await ApplicationHistory.count({ where: { application_id: application.id } })).toBe(1);
  });
});
