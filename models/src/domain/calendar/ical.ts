/**
 * A minimal iCalendar writer (RFC 5545) for the deadline feed: content lines joined by CRLF and folded
 * at 75 octets (never inside a UTF-8 character), TEXT values escaped (§3.3.11), all-day dates
 * (VALUE=DATE) and UTC date-times.
 */
export type IcalLine = readonly [name: string, value: string];

const encoder = new TextEncoder();

/** §3.3.11: backslash, semicolon, comma and line breaks escaped. */
export function icalText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** '2027-03-01' → '20270301' (a DATE value). */
export const icalDate = (day: string): string => day.replace(/-/g, '');

/** The next calendar day of a 'YYYY-MM-DD' date (an all-day event's exclusive DTEND). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A UTC DATE-TIME: 20261130T051200Z. */
export const icalStamp = (at: Date): string => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** §3.1: a content line folded into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The calendar's text: each `NAME:value` line folded, CRLF after every line. */
export function icalDocument(lines: readonly IcalLine[]): string {
  return lines.map(([name, value]) => `${foldLine(`${name}:${value}`)}\r\n`).join('');
}
