import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S } from '../../constants/index';
import { Delivery } from '../../models/delivery';
import { buildApplication, buildCustomer, useTestWorld } from '../../testing/index';
import { SYSTEM } from '../kernel/index';
import { dueNotReceivedReminders, sendNotReceivedReminder } from './not-received-reminder';

/** MSG-8, G-36 (ADR 058): which applications the day-7 reminder run takes, batch by batch. */
useTestWorld();

const DAY = 86_400_000;

describe('dueNotReceivedReminders', () => {
  it('reads candidates batch by batch: ones waiting for a delivery or reminded already never hide the due ones after them', async () => {
    const customer = await buildCustomer();
    const now = new Date();
    const ready = (days: number) => buildApplication({ user: customer, status: S.CERTIFICATE_READY, columns: { certificate_ready_at: new Date(now.getTime() - days * DAY), delivered_at: null } });
    const waiting = await ready(9);
    await Delivery.create({ application_id: waiting.application.id, fee: '0.00' });
    const reminded = await ready(8);
    expect(await sendNotReceivedReminder({ actor: SYSTEM, applicationId: reminded.application.id, day: 7 })).toMatchObject({ delivered: true });
    const due = [await ready(8), await ready(10), await ready(12)];

    // Batches of one: the first two candidates have nothing due; the run still finds the next ones, up to the batch.
    expect(await dueNotReceivedReminders({ actor: SYSTEM, now, batchSize: 1 })).toEqual([due[0]!.application.id]);
    expect(await dueNotReceivedReminders({ actor: SYSTEM, now, batchSize: 2 })).toEqual([due[0]!.application.id, due[1]!.application.id]);
    expect(await dueNotReceivedReminders({ actor: SYSTEM, now })).toEqual(due.map((d) => d.application.id));
  });
});
