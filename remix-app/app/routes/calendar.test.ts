import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { Configuration, issueCalendarLink } from '@iprenew/models';
import { buildApplication, buildCustomer, useTestWorld } from '@iprenew/models/testing';
import { loader } from './calendar.$token';

useTestWorld();

async function get(file: string): Promise<Response> {
  try {
    return (await loader({ request: new Request(`http://127.0.0.1/calendar/${file}`), params: { token: file }, context: {} } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('GET /calendar/{token}.ics (issue 18)', () => {
  it('answers the live link with an iCalendar a parser reads; anything else 404; 503 while in maintenance', async () => {
    const owner = await buildCustomer();
    await buildApplication({ user: owner, ip: { application_name: 'Feed Mark', expiry_date: '2027-04-02' } });
    const { url } = await issueCalendarLink({ actor: { id: owner.id, role_id: owner.role_id } });
    const file = url!.split('/').pop()!;

    const response = await get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.summary, event.startDate.toString()])).toEqual([['Renewal deadline: Feed Mark', '2027-04-02']]);

    for (const other of [file.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), 'nothing.ics', `${'a'.repeat(43)}.ics`]) expect((await get(other)).status).toBe(404);

    await Configuration.writeValue('maintenance', true);
    try {
      const closed = await get(file);
      expect(closed.status).toBe(503);
      expect(closed.headers.get('Retry-After')).toBe('3600');
    } finally {
      await Configuration.writeValue('maintenance', false);
    }
  });
});
