import { UniqueConstraintError } from 'sequelize';
import { ROLE } from '../../constants/index';
import { CalendarFeed } from '../../models/calendar-feed';
import { type Actor, assertRole, inTransaction, type OperationOptions, orFail } from '../kernel/index';
import { CALENDAR_FAIL, calendarLinkJson, newCalendarToken, type CalendarLinkJson } from './shared';

export interface IssuedCalendarLink extends CalendarLinkJson {
  /** The catalogue key of what happened: created, or regenerated (the old URL stops working). */
  message: string;
}

/**
 * Issue 18: creates the customer's private calendar link, or regenerates it — a new token replaces the
 * old one in the same row, so the old URL answers 404 from then on. Two tabs pressing at once leave one
 * row (unique per customer): the second press regenerates.
 */
export async function issueCalendarLink(input: { actor: Actor }, options: OperationOptions = {}): Promise<IssuedCalendarLink> {
  assertRole(input.actor, [ROLE.MEMBER], CALENDAR_FAIL);
  const userId = input.actor.id;
  const write = () =>
    inTransaction(options, async (transaction) => {
      const token = newCalendarToken();
      const [updated] = await CalendarFeed.update({ token }, { where: { user_id: userId }, transaction });
      if (updated === 0) await CalendarFeed.create({ user_id: userId, token }, { transaction });
      return { token, regenerated: updated > 0 };
    });
  return orFail(CALENDAR_FAIL, async () => {
    const issued = await write().catch((error: unknown) => {
      // Another tab created the row between our update and insert: regenerate it instead.
      if (error instanceof UniqueConstraintError && !options.transaction) return write();
      throw error;
    });
    return { ...calendarLinkJson(issued.token), message: issued.regenerated ? 'applications:calendar.regenerated' : 'applications:calendar.created' };
  });
}
