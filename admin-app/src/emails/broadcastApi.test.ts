import { describe, expect, it } from 'vitest';
import { broadcastFormData, publishDateFromInput, publishDateToInput, receiverIdsOf, validateBroadcast } from './broadcastApi';

/** The broadcast form's body and rules (ADM-58..62, ⚑AMB-35). */
const chosen = (name: string, content = 'x') => ({ rawFile: new File([content], name), title: name });
const valid = { title: 'Office closed', status: 1, publish_date: '2026-12-24T18:30', audience: 'users', receiver: [3, 4], message: '<p>Closed</p>' };

describe('broadcastFormData', () => {
  it('sends the fields, the receiver ids as JSON, the HTML file and each new attachment as attachment[i]', () => {
    const form = broadcastFormData({
      ...valid,
      receiver: [{ id: 3, email: 'a@x.test' }, 4],
      keep_attachments: ['k1'],
      html_upload: chosen('notice.html', '<p>Hi</p>'),
      new_attachments: [chosen('a.png'), chosen('b.jpg')],
      id: 12,
      progress: { sent: 1 },
    });
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      title: 'Office closed',
      status: '1',
      publish_date: '2026-12-24 18:30',
      audience: 'users',
      message: '<p>Closed</p>',
      receiver: '[3,4]',
      keep_attachments: '["k1"]',
    });
    expect([...form.entries()].filter(([, v]) => typeof v !== 'string').map(([k, v]) => [k, (v as File).name])).toEqual([
      ['html_file', 'notice.html'],
      ['attachment[0]', 'a.png'],
      ['attachment[1]', 'b.jpg'],
    ]);
  });

  it('sends no receiver for an audience', () => {
    expect(broadcastFormData({ ...valid, audience: 'customers' }).has('receiver')).toBe(false);
  });
});

describe('the form helpers', () => {
  it('converts the publish date between the API and the datetime input, and reads receiver ids', () => {
    expect(publishDateToInput('2026-12-24 18:30')).toBe('2026-12-24T18:30');
    expect(publishDateFromInput('2026-12-24T18:30')).toBe('2026-12-24 18:30');
    expect(receiverIdsOf([{ id: 2 }, '5', 'x', -1])).toEqual([2, 5]);
  });

  it('validates with the spec messages; an HTML file stands in for the message', () => {
    expect(validateBroadcast(valid)).toEqual({});
    expect(validateBroadcast({})).toEqual({
      title: 'broadcasts:validation.title_required',
      status: 'broadcasts:validation.status_required',
      publish_date: 'broadcasts:validation.date_required',
      receiver: 'broadcasts:validation.receiver_required',
      message: 'broadcasts:validation.message_required',
    });
    expect(validateBroadcast({ ...valid, title: 'abc', message: '<p></p>' })).toEqual({ title: 'broadcasts:validation.title_min', message: 'broadcasts:validation.message_required' });
    expect(validateBroadcast({ ...valid, message: '', html_upload: chosen('n.html') })).toEqual({});
    expect(validateBroadcast({ ...valid, audience: 'agents', receiver: [] })).toEqual({});
  });
});
