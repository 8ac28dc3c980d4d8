import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import { Application } from '../../models/application';
import { ApplicationHistory } from '../../models/application-history';
import { Delivery } from '../../models/delivery';
import { IpRecord } from '../../models/ip-record';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, findProduct, useTestWorld } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { completeApplication } from './complete-application';
import { targetOf } from './workflow';

useTestWorld();

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
/** The owner's way to Completed (AMB-28): acknowledged, then rated. */
const RATED = { acknowledge: true, rating: 5 };

async function state(applicationId: number) {
  const application = await Application.findByPk(applicationId, { rejectOnEmpty: true });
  const ip = await IpRecord.findByPk(application.ip_id, { rejectOnEmpty: true });
  return {
    status_id: application.status_id,
    completed_at: application.completed_at?.toISOString() ?? null,
    ip: { expiry_date: ip.expiry_date, latest_application_year_granted: ip.latest_application_year_granted },
    history: await ApplicationHistory.count({ where: { application_id: applicationId } }),
  };
}

describe('completeApplication: only through the machine (issue 13 §1)', () => {
  it('completes from Certificate Ready for every service, once; every other (service, status) is 409 and changes nothing', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    for (const service of Object.values(SERVICE)) {
      for (const status of Object.values(S)) {
        const { application } = await buildApplication({ user: customer, agent, service, status, columns: { ...RATED, certificate_ready_at: daysAgo(20) } });
        const before = await state(application.id);
        if (status === S.COMPLETED) {
          const again = await completeApplication({ actor: customer, applicationId: application.id });
          expect(again.completed).toBe(false);
          expect(await state(application.id)).toEqual(before);
          continue;
        }
        if (targetOf(service, status, 'complete') === null) {
          const error = await caught(completeApplication({ actor: customer, applicationId: application.id }));
          expect([error.status, error.messageKey], `service ${service} status ${status}`).toEqual([409, 'applications:step.fail']);
          expect(await caught(completeApplication({ actor: SYSTEM, applicationId: application.id }))).toMatchObject({ status: 409 });
          expect(await state(application.id)).toEqual(before);
          continue;
        }
        expect([service, status]).toEqual([service, S.CERTIFICATE_READY]);
        const result = await completeApplication({ actor: customer, applicationId: application.id });
        expect(result).toMatchObject({ message: 'applications:step.success', completed: true, application: { status_id: S.COMPLETED } });
        expect(result.application.completed_at).not.toBeNull();
        const history = await ApplicationHistory.findAll({ where: { application_id: application.id } });
        expect(history.map((h) => [h.message, h.user_id])).toEqual([['Acknowledged and rated by the customer: completed.', customer.id]]);
      }
    }
  }, 60_000);

  it('refuses the owner until the application is acknowledged and rated (AMB-28)', async () => {
    const customer = await buildCustomer();
    for (const columns of [{}, { acknowledge: true }, { rating: 4 }]) {
      const { application } = await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns });
      expect((await caught(completeApplication({ actor: customer, applicationId: application.id }))).status).toBe(409);
      expect((await Application.findByPk(application.id))!.status_id).toBe(S.CERTIFICATE_READY);
    }
  });

  it('answers 404 to another customer and 403 to agents, staff and a missing actor', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const { application } = await buildApplication({ user: customer, agent, status: S.CERTIFICATE_READY, columns: RATED });
    expect((await caught(completeApplication({ actor: await buildCustomer(), applicationId: application.id }))).status).toBe(404);
    expect((await caught(completeApplication({ actor: customer, applicationId: 'abc' }))).status).toBe(404);
    for (const actor of [agent, await buildStaff(ROLE.SUPER_ADMIN), await buildStaff(ROLE.ACCOUNTANT), undefined]) {
      expect((await caught(completeApplication({ actor: actor as never, applicationId: application.id }))).status).toBe(403);
    }
    expect((await Application.findByPk(application.id))!.status_id).toBe(S.CERTIFICATE_READY);
  });

  it('auto-completes for SYSTEM 14 days after the certificate, or after the delivery when one was requested (G-36)', async () => {
    const customer = await buildCustomer();
    const early = (await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: { certificate_ready_at: daysAgo(13) } })).application;
    expect((await caught(completeApplication({ actor: SYSTEM, applicationId: early.id }))).status).toBe(409);

    const due = (await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: { certificate_ready_at: daysAgo(14.5) } })).application;
    const result = await completeApplication({ actor: SYSTEM, applicationId: due.id });
    expect(result.completed).toBe(true);
    const history = await ApplicationHistory.findOne({ where: { application_id: due.id } });
    expect([history!.message, history!.user_id]).toEqual(['Completed automatically 14 days after the certificate was ready.', null]);

    const posted = (await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: { certificate_ready_at: daysAgo(30) } })).application;
    const delivery = await Delivery.create({ application_id: posted.id, fee: '20.00' } as never);
    expect((await caught(completeApplication({ actor: SYSTEM, applicationId: posted.id }))).status).toBe(409);
    await posted.update({ delivered_at: daysAgo(3) });
    await delivery.update({ is_delivered: true, delivered_at: daysAgo(3) });
    expect((await caught(completeApplication({ actor: SYSTEM, applicationId: posted.id }))).status).toBe(409);
    await posted.update({ delivered_at: daysAgo(15) });
    expect((await completeApplication({ actor: SYSTEM, applicationId: posted.id })).completed).toBe(true);
  });
});

describe('completeApplication rolls the IP record forward once (G-32)', () => {
  it('adds the product’s renewal term to a trademark’s expiry; a second call changes nothing', async () => {
    const customer = await buildCustomer();
    const { application, ip } = await buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: RATED });
    expect(ip.expiry_date).toBe('2026-05-01');
    expect((await completeApplication({ actor: customer, applicationId: application.id })).completed).toBe(true);
    const after = await state(application.id);
    expect(after.ip.expiry_date).toBe('2036-05-01');
    const again = await completeApplication({ actor: customer, applicationId: application.id });
    expect(again.completed).toBe(false);
    expect(await state(application.id)).toEqual(after);
    expect((await completeApplication({ actor: SYSTEM, applicationId: application.id })).completed).toBe(false);
    expect(await state(application.id)).toEqual(after);
  });

  it('reads the term from the product of the IP’s country (validation_rules.renewal_term_years)', async () => {
    const customer = await buildCustomer();
    const product = await findProduct('SG');
    await product.update({ validation_rules: { ...(product.validation_rules ?? {}), renewal_term_years: 7 } });
    const { application, ip } = await buildApplication({ user: customer, country: 'SG', status: S.CERTIFICATE_READY, columns: RATED, ip: { expiry_date: '2025-11-30' } });
    await completeApplication({ actor: customer, applicationId: application.id });
    expect((await IpRecord.findByPk(ip.id))!.expiry_date).toBe('2032-11-30');
  });

  it('moves a patent to the last renewed year and the next year’s due date (filing-date basis in CN, grant date elsewhere)', async () => {
    const customer = await buildCustomer();
    const cn = await buildApplication({
      user: customer,
      type: IP_TYPE.PATENT,
      country: 'CN',
      status: S.CERTIFICATE_READY,
      columns: { ...RATED, extra: { year_granted: '7th_year_granted' } },
      ip: { filing_date: '2018-01-10', grant_date: '2019-06-01', expiry_date: '2023-01-10', latest_application_year_granted: '5th_year_granted', selected_years: [{ year_granted: '6th_year_granted' }, { year_granted: '7th_year_granted' }] },
    });
    await completeApplication({ actor: customer, applicationId: cn.application.id });
    expect(await IpRecord.findByPk(cn.ip.id)).toMatchObject({ latest_application_year_granted: '7th_year_granted', expiry_date: '2025-01-10' });

    const my = await buildApplication({
      user: customer,
      type: IP_TYPE.PATENT,
      status: S.CERTIFICATE_READY,
      columns: { ...RATED, extra: { year_granted: '3rd_year_granted' } },
      ip: { grant_date: '2022-03-15', expiry_date: '2024-03-15', selected_years: [{ year_granted: '2nd_year_granted' }, { year_granted: '3rd_year_granted' }] },
    });
    await completeApplication({ actor: customer, applicationId: my.application.id });
    expect(await IpRecord.findByPk(my.ip.id)).toMatchObject({ latest_application_year_granted: '3rd_year_granted', expiry_date: '2025-03-15' });
    expect((await completeApplication({ actor: customer, applicationId: my.application.id })).completed).toBe(false);
    expect(await IpRecord.findByPk(my.ip.id)).toMatchObject({ latest_application_year_granted: '3rd_year_granted', expiry_date: '2025-03-15' });
  });

  it('rolls nothing for a search or a new application (their numbers and expiry come from their steps)', async () => {
    const customer = await buildCustomer();
    for (const service of [SERVICE.SEARCH, SERVICE.APPLICATION]) {
      const { application, ip } = await buildApplication({ user: customer, service, status: S.CERTIFICATE_READY, columns: RATED, ip: { expiry_date: '2036-04-30' } });
      await completeApplication({ actor: customer, applicationId: application.id });
      expect((await IpRecord.findByPk(ip.id))!.expiry_date).toBe('2036-04-30');
    }
  });
});
