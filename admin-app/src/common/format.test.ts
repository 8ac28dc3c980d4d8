import { describe, expect, it } from 'vitest';
import { formatDateTimeKL, serverMessageOf } from './format';

describe('formatDateTimeKL (DD MMM YYYY hh:mm a, Kuala Lumpur)', () => {
  it('shows UTC instants in Kuala Lumpur time (UTC+8)', () => {
    expect(formatDateTimeKL('2026-03-05T06:07:00Z')).toBe('05 Mar 2026 02:07 pm');
    expect(formatDateTimeKL('2026-03-05T16:30:00.000Z')).toBe('06 Mar 2026 12:30 am');
    expect(formatDateTimeKL(new Date('2026-09-01T03:59:00Z'))).toBe('01 Sep 2026 11:59 am');
    expect(formatDateTimeKL('2026-12-31T04:00:00Z')).toBe('31 Dec 2026 12:00 pm');
  });
  it('names the month in the console language (issue 11), keeping the pattern', () => {
    expect(formatDateTimeKL('2026-03-05T06:07:00Z', 'bm')).toBe('05 Mac 2026 02:07 pm');
    expect(formatDateTimeKL('2026-03-05T06:07:00Z', 'cn')).toBe('05 3月 2026 02:07 pm');
  });
  it('gives an empty string for empty or unreadable values', () => {
    expect(formatDateTimeKL(null)).toBe('');
    expect(formatDateTimeKL('')).toBe('');
    expect(formatDateTimeKL('not a date')).toBe('');
  });
});

describe('serverMessageOf', () => {
  it('reads {message} from an HttpError body', () => {
    expect(serverMessageOf({ status: 422, body: { message: ' Fail to create agent ' } })).toBe('Fail to create agent');
    expect(serverMessageOf({ status: 500, body: {} })).toBeUndefined();
    expect(serverMessageOf(new Error('x'))).toBeUndefined();
  });
});
