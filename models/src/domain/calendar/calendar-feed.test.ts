import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { IP_TYPE, ROLE, SERVICE, USER_STATUS } from '../../constants/index';
import { CalendarFeed } from '../../models/calendar-feed';
import { User } from '../../models/user';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, useTestWorld } from '../../testing/index';
import { foldLine, getCalendarLink, issueCalendarLink, readCalendarFeed } from './index';

useTestWorld();
const actorOf = (user: User) => ({ id: user.id, role_id: user.role_id });
const tokenOf = (url: string) => /\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1]!;

function eventsOf(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        start: event.startDate.toString(),
        allDay: event.startDate.isDate,
        url: vevent.getFirstPropertyValue('url'),
        alarms: vevent.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
      };
    }),
  };
}

describe('the deadline calendar feed (issue 18)', () => {
  it('creates a private link, lists each active record on its deadline with the reminders, in the owner’s language', async () => {
    const owner = await buildCustomer({ language: 'bm' } as never);
    expect(await getCalendarLink({ actor: actorOf(owner) })).toEqual({ url: null, can_create: true, can_regenerate: false });
    const created = await issueCalendarLink({ actor: actorOf(owner) });
    expect(created).toMatchObject({ can_create: false, can_regenerate: true, message: 'applications:calendar.created' });
    expect(created.url).toMatch(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await getCalendarLink({ actor: actorOf(owner) })).url).toBe(created.url);

    const mark = await buildApplication({ user: owner, ip: { application_name: 'Senja; Kopi, "Asli"', expiry_date: '2027-03-01' } });
    const patent = await buildApplication({ user: owner, type: IP_TYPE.PATENT, country: 'SG', ip: { application_name: 'Pengisar kopi', application_no: 'SG-2020-77', expiry_date: '2026-12-20' } });
    // Not listed: a hidden record, one without a deadline, a search request, another customer's record.
    await buildApplication({ user: owner, ip: { application_name: 'Hidden', expiry_date: '2027-01-01', status: 0 } });
    await buildApplication({ user: owner, ip: { application_name: 'No deadline', expiry_date: null } });
    await buildApplication({ user: owner, service: SERVICE.SEARCH, ip: { application_name: 'A search' } });
    await buildApplication({ user: await buildCustomer(), ip: { application_name: 'Someone else', expiry_date: '2027-02-01' } });

    const feed = await readCalendarFeed({ token: tokenOf(created.url!), now: new Date('2026-11-30T05:00:00Z') });
    expect(feed.filename).toBe('iprenew-deadlines-2026-11-30.ics');
    // RFC 5545: CRLF line ends, no line over 75 octets.
    expect(feed.body.endsWith('\r\n')).toBe(true);
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const { calendar, events } = eventsOf(feed.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Tarikh akhir pembaharuan IPRenew');
    expect(events.map((e) => e.summary)).toEqual(['Tarikh akhir pembaharuan: Pengisar kopi', 'Tarikh akhir pembaharuan: Senja; Kopi, "Asli"']);
    expect(events.map((e) => [e.start, e.allDay])).toEqual([
      ['2026-12-20', true],
      ['2027-03-01', true],
    ]);
    expect(events[0]!.description).toContain('Paten · Singapura · SG-2020-77');
    expect(events[1]!.description).toContain(`/dashboard/filing/trademark/${mark.ip.id}`);
    expect(events[1]!.url).toMatch(new RegExp(`/dashboard/filing/trademark/${mark.ip.id}$`));
    expect(events[0]!.url).toMatch(new RegExp(`/dashboard/filing/patent/${patent.ip.id}$`));
    expect(events[0]!.alarms).toEqual(['-P180D', '-P90D', '-P30D', '-P14D']);
    expect(new Set(events.map((e) => e.uid)).size).toBe(2);
    expect(feed.body).not.toMatch(/applications:|enums:/);
  });

  it('regenerating replaces the token: the old URL is 404 and the new one works; two presses at once leave one link', async () => {
    const owner = await buildCustomer();
    const first = await issueCalendarLink({ actor: actorOf(owner) });
    const second = await issueCalendarLink({ actor: actorOf(owner) });
    expect(second.message).toBe('applications:calendar.regenerated');
    expect(second.url).not.toBe(first.url);
    expect(await caught(readCalendarFeed({ token: tokenOf(first.url!) }))).toMatchObject({ status: 404 });
    expect((await readCalendarFeed({ token: tokenOf(second.url!) })).body).toContain('BEGIN:VCALENDAR');
    await Promise.all([issueCalendarLink({ actor: actorOf(owner) }), issueCalendarLink({ actor: actorOf(owner) })]);
    expect(await CalendarFeed.count({ where: { user_id: owner.id } })).toBe(1);
  });

  it('answers 404 alike for any token that is not a live one, and only customers hold a link', async () => {
    const owner = await buildCustomer();
    const { url } = await issueCalendarLink({ actor: actorOf(owner) });
    for (const token of ['', 'x', null, 42, 'A'.repeat(43), `${tokenOf(url!)}x`, "' OR 1=1 --".padEnd(43, 'a'), 'é'.repeat(43), 'a'.repeat(10_000)]) {
      expect(await caught(readCalendarFeed({ token }))).toMatchObject({ status: 404, messageKey: 'applications:calendar.fail' });
    }
    // An owner who is no longer an active customer: the same 404.
    await User.update({ status_id: USER_STATUS.UNVERIFIED }, { where: { id: owner.id } });
    expect(await caught(readCalendarFeed({ token: tokenOf(url!) }))).toMatchObject({ status: 404 });
    for (const user of [await buildAgent(), await buildStaff(ROLE.ADMIN), await buildStaff(ROLE.ACCOUNTANT)]) {
      expect(await caught(getCalendarLink({ actor: actorOf(user) }))).toMatchObject({ status: 403 });
      expect(await caught(issueCalendarLink({ actor: actorOf(user) }))).toMatchObject({ status: 403 });
    }
  });

  it('folds long lines at 75 octets without splitting a character, and a parser unfolds them back', () => {
    const text = `DESCRIPTION:${'续展截止日期'.repeat(20)} and some ASCII ${'x'.repeat(90)}`;
    const folded = foldLine(text);
    expect(folded.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(folded.split('\r\n').slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(text);
  });
});
