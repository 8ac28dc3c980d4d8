import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, ROLE } from '../../constants/index';
import { Application } from '../../models/application';
import { AuditLog } from '../../models/audit-log';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, useTestWorld } from '../../testing/index';
import { listPublicReviews } from '../content/list-public-reviews';
import { getRating, listRatings, setRatingVisibility } from './index';

useTestWorld();

async function rated(options: { name: string; rating: number; review?: string; daysAgo: number; agent?: { id: number } | null }) {
  const customer = await buildCustomer({ name: options.name });
  const { application } = await buildApplication({
    user: customer,
    agent: options.agent ?? null,
    status: S.COMPLETED,
  });
  await application.update({
    rating: options.rating,
    review: options.review ?? null,
    rated_at: new Date(Date.now() - options.daysAgo * 86_400_000),
    is_anonymous: false,
  });
  return { customer, application };
}

describe('console ratings (G-50, ADR 045)', () => {
  it('lists rated applications newest first, filters and searches in SQL; SA/AD only', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const agent = await buildAgent({ name: 'Agent Lim' });
    const older = await rated({
      name: 'Older Person',
      rating: 3,
      review: 'Fine',
      daysAgo: 5,
      agent,
    });
    const newer = await rated({
      name: 'Newer Person',
      rating: 5,
      review: 'Great',
      daysAgo: 1,
    });
    const customer = await buildCustomer();
    await buildApplication({ user: customer, status: S.IN_PROGRESS }); // not rated: never listed

    const all = await listRatings({ actor: admin });
    expect(all.total).toBe(2);
    expect(all.rows.map((row) => row.id)).toEqual([newer.application.id, older.application.id]);
    expect(all.rows[1]).toMatchObject({
      reference: older.application.reference,
      customer_name: 'Older Person',
      agent_name: 'Agent Lim',
      rating: 3,
      review: 'Fine',
      is_public: true,
      can_hide: true,
      can_show: false,
    });
    expect(all.rows[1]!.customer_email).toBe(older.customer.email);

    expect((await listRatings({ actor: admin, filter: { rating: '5' } })).rows.map((row) => row.id)).toEqual([newer.application.id]);
    expect((await listRatings({ actor: admin, filter: { q: 'older' } })).rows.map((row) => row.id)).toEqual([older.application.id]);
    expect(
      (
        await listRatings({
          actor: admin,
          filter: { q: newer.application.reference },
        })
      ).total
    ).toBe(1);
    expect((await listRatings({ actor: admin, filter: { is_public: '0' } })).total).toBe(0);
    expect(
      (
        await listRatings({
          actor: admin,
          sort: { field: 'rating', order: 'ASC' },
        })
      ).rows[0]!.id
    ).toBe(older.application.id);
    expect((await listRatings({ actor: admin, offset: 1, limit: 1 })).rows.map((row) => row.id)).toEqual([older.application.id]);

    // Bad input: a clear message, nothing listed.
    expect(await caught(listRatings({ actor: admin, filter: { rating: 9 } }))).toMatchObject({
      status: 400,
      messageKey: 'applications:ratings.list.fail',
    });
    expect(await caught(listRatings({ actor: admin, filter: { q: 'x'.repeat(101) } }))).toMatchObject({ status: 400 });
    expect(
      await caught(
        listRatings({
          actor: admin,
          sort: { field: 'password' as never, order: 'ASC' },
        })
      )
    ).toMatchObject({ status: 400 });
    // Accountants, agents and customers are refused.
    for (const actor of [await buildStaff(ROLE.ACCOUNTANT), agent, customer]) {
      expect(await caught(listRatings({ actor }))).toMatchObject({
        status: 403,
      });
    }
  });

  it('SA/AD hide a review (it leaves the public page) and show it again; idempotent, audited, refused otherwise', async () => {
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    const { application } = await rated({
      name: 'Hidden Person',
      rating: 4,
      review: 'Nice',
      daysAgo: 2,
    });
    const other = await rated({ name: 'Other Person', rating: 2, daysAgo: 3 });
    const mine = new Set([application.id, other.application.id]);
    // The file's tests share one database: read only this test's reviews off the public page.
    const publicIds = async () => (await listPublicReviews()).data.map((review) => review.id).filter((id) => mine.has(id));
    expect(await publicIds()).toEqual([application.id, other.application.id]);

    const hidden = await setRatingVisibility({
      actor: superAdmin,
      applicationId: application.id,
      isPublic: false,
    });
    expect(hidden).toMatchObject({
      message: 'applications:ratings.update.hidden',
      rating: { is_public: false, can_hide: false, can_show: true },
    });
    expect(await publicIds()).toEqual([other.application.id]);
    expect((await listRatings({ actor: superAdmin, filter: { is_public: 0 } })).rows.map((row) => row.id)).toContain(application.id);
    expect((await listRatings({ actor: superAdmin, filter: { is_public: 0 } })).rows.map((row) => row.id)).not.toContain(other.application.id);
    expect(await getRating({ actor: superAdmin, id: application.id })).toMatchObject({ is_public: false, can_show: true });
    const audits = await AuditLog.count({
      where: { action: 'rating.visibility', target_id: String(application.id) },
    });
    expect(audits).toBe(1);

    // Hiding again changes nothing and writes no second audit row.
    await setRatingVisibility({
      actor: superAdmin,
      applicationId: application.id,
      isPublic: '0',
    });
    expect(
      await AuditLog.count({
        where: {
          action: 'rating.visibility',
          target_id: String(application.id),
        },
      })
    ).toBe(1);

    const admin = await buildStaff(ROLE.ADMIN);
    expect(
      await setRatingVisibility({
        actor: admin,
        applicationId: application.id,
        isPublic: true,
      })
    ).toMatchObject({
      message: 'applications:ratings.update.shown',
      rating: { is_public: true },
    });
    expect(await publicIds()).toEqual([application.id, other.application.id]);

    // Refused: not rated, unknown, bad flag, wrong role — nothing changes.
    const customer = await buildCustomer();
    const { application: unrated } = await buildApplication({
      user: customer,
      status: S.IN_PROGRESS,
    });
    expect(
      await caught(
        setRatingVisibility({
          actor: admin,
          applicationId: unrated.id,
          isPublic: false,
        })
      )
    ).toMatchObject({
      status: 404,
      messageKey: 'applications:ratings.update.fail',
    });
    expect(
      await caught(
        setRatingVisibility({
          actor: admin,
          applicationId: 999_999,
          isPublic: false,
        })
      )
    ).toMatchObject({ status: 404 });
    expect(
      await caught(
        setRatingVisibility({
          actor: admin,
          applicationId: application.id,
          isPublic: 'maybe',
        })
      )
    ).toMatchObject({ status: 400 });
    for (const actor of [await buildStaff(ROLE.ACCOUNTANT), await buildAgent(), customer]) {
      expect(
        await caught(
          setRatingVisibility({
            actor,
            applicationId: application.id,
            isPublic: false,
          })
        )
      ).toMatchObject({ status: 403 });
    }
    expect(Boolean((await Application.findByPk(application.id, { rejectOnEmpty: true })).is_public)).toBe(true);
  });
});
