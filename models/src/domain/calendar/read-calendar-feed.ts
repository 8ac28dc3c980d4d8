import { Op } from 'sequelize';
import { getConfig } from '../../config/env';
import { DEFAULT_LANGUAGE, ROLE, USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { countryName } from '../../i18n/country-name';
import { mailTranslator } from '../../mail/translator';
import { CalendarFeed } from '../../models/calendar-feed';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { ipNumberOf } from '../deliveries/delivery-mail';
import { RENEWAL_REMINDER_STAGES } from '../ip-records/renewal-due-reminders';
import { renewalFormPath } from '../ip-records/open-customer-ip-record';
import { appLink, type OperationOptions } from '../kernel/index';
import { icalDate, icalDocument, icalStamp, icalText, nextDay, type IcalLine } from './ical';
import { CALENDAR_FAIL, CALENDAR_MAX_EVENTS, isCalendarToken } from './shared';

export interface CalendarFeedFile {
  filename: string;
  body: string;
}

/**
 * Issue 18: the public feed behind a customer's private link (GET /calendar/{token}.ics, no sign-in):
 * an iCalendar (RFC 5545) with one all-day event per active IP record of theirs on its renewal deadline
 * (the expiry date, as the reminders read it), soonest first, with the record's type, country and
 * number, a link to renew it, and an alarm on each reminder date (180, 90, 30 and 14 days before, G-31).
 * In the customer's language. A token that is not one, or no longer one (regenerated), or whose owner
 * is no longer an active customer, is 404 — the same answer, which reveals nothing else.
 */
export async function readCalendarFeed(input: { token: unknown; now?: Date }, options: OperationOptions = {}): Promise<CalendarFeedFile> {
  const { transaction } = options;
  if (!isCalendarToken(input.token)) throw new AppError('NOT_FOUND', CALENDAR_FAIL);
  // The token and its owner in one statement (a stranger's guess costs one indexed lookup).
  const feed = await CalendarFeed.findOne({
    where: { token: input.token },
    attributes: ['id', 'user_id'],
    include: [{ model: User, as: 'owner', attributes: ['id', 'role_id', 'status_id', 'language'] }],
    transaction,
  });
  const owner = feed?.owner;
  if (!owner || Number(owner.role_id) !== ROLE.MEMBER || Number(owner.status_id) !== USER_STATUS.ACTIVE) throw new AppError('NOT_FOUND', CALENDAR_FAIL);
  const records = await IpRecord.findAll({
    where: { user_id: owner.id, model_type: 'ip', status: 1, expiry_date: { [Op.ne]: null } },
    attributes: ['id', 'type_id', 'filing_no', 'application_no', 'grant_no', 'application_name', 'expiry_date'],
    include: [{ model: Country, as: 'country', attributes: ['id', 'name', 'iso2'] }],
    order: [
      ['expiry_date', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: CALENDAR_MAX_EVENTS,
    transaction,
  });
  const language = owner.language ?? DEFAULT_LANGUAGE;
  const t = mailTranslator(language);
  const now = input.now ?? new Date();
  const host = new URL(getConfig().appUrl).hostname;
  const lines: IcalLine[] = [
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', '-//IPRenew//Renewal deadlines//EN'],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', 'PUBLISH'],
    ['X-WR-CALNAME', icalText(t('applications:calendar.feed_name'))],
    ['REFRESH-INTERVAL;VALUE=DURATION', 'PT12H'],
    ['X-PUBLISHED-TTL', 'PT12H'],
  ];
  for (const ip of records) {
    const deadline = String(ip.expiry_date);
    const name = ip.application_name ?? '';
    const path = renewalFormPath(ip);
    const details = [t(`enums:ipType.${ip.type_id}`), countryName(ip.country?.name, ip.country?.iso2, language), ipNumberOf(ip)].filter(Boolean).join(' · ');
    const description = [details, path ? t('applications:calendar.event.renew', { link: appLink(path) }) : null].filter(Boolean).join('\n');
    lines.push(
      ['BEGIN', 'VEVENT'],
      ['UID', `ip-${ip.id}-${icalDate(deadline)}@${host}`],
      ['DTSTAMP', icalStamp(now)],
      ['DTSTART;VALUE=DATE', icalDate(deadline)],
      ['DTEND;VALUE=DATE', icalDate(nextDay(deadline))],
      ['SUMMARY', icalText(t('applications:calendar.event.summary', { name }))],
      ['DESCRIPTION', icalText(description)],
      ...(path ? [['URL', appLink(path)] as const] : []),
      ['TRANSP', 'TRANSPARENT'],
    );
    for (const days of RENEWAL_REMINDER_STAGES) {
      lines.push(['BEGIN', 'VALARM'], ['ACTION', 'DISPLAY'], ['DESCRIPTION', icalText(t('applications:calendar.event.alarm', { days, name }))], ['TRIGGER', `-P${days}D`], ['END', 'VALARM']);
    }
    lines.push(['END', 'VEVENT']);
  }
  lines.push(['END', 'VCALENDAR']);
  return { filename: `iprenew-deadlines-${calendarDateInKualaLumpur(now)}.ics`, body: icalDocument(lines) };
}
