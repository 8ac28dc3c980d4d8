import { ROLE } from '../../constants/index';
import { getSequelize } from '../../db/database';
import { bound, preparedRead } from '../../db/prepared-read';
import { CalendarFeed } from '../../models/calendar-feed';
import { type Actor, assertRole, type OperationOptions } from '../kernel/index';
import { CALENDAR_FAIL, calendarLinkJson, type CalendarLinkJson } from './shared';

/** Issue 18: the customer's deadline calendar link (their own only), and what they may do with it. */
export async function getCalendarLink(input: { actor: Actor }, options: OperationOptions = {}): Promise<CalendarLinkJson> {
  assertRole(input.actor, [ROLE.MEMBER], CALENDAR_FAIL);
  const sequelize = getSequelize();
  // Read on every dashboard view: a statement made once, the user's id bound (ADR 084).
  const feed = await preparedRead(sequelize, 'calendar.link', [input.actor.id], options.transaction, (call) =>
    CalendarFeed.findOne({ where: { user_id: bound(1) }, attributes: ['id', 'token'], raw: true, ...call }),
  );
  return calendarLinkJson(feed?.token ?? null);
}
