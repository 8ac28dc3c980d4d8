import { ROLE } from '../../constants/index';
import { CalendarFeed } from '../../models/calendar-feed';
import { type Actor, assertRole, type OperationOptions } from '../kernel/index';
import { CALENDAR_FAIL, calendarLinkJson, type CalendarLinkJson } from './shared';

/** Issue 18: the customer's deadline calendar link (their own only), and what they may do with it. */
export async function getCalendarLink(input: { actor: Actor }, options: OperationOptions = {}): Promise<CalendarLinkJson> {
  assertRole(input.actor, [ROLE.MEMBER], CALENDAR_FAIL);
  const feed = await CalendarFeed.findOne({ where: { user_id: input.actor.id }, attributes: ['id', 'token'], transaction: options.transaction });
  return calendarLinkJson(feed?.token ?? null);
}
