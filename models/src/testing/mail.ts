import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One .eml file of the outbox (no SMTP_URL → sendMail writes one per mail), decoded. */
export interface OutboxMail {
  file: string;
  raw: string;
  headers: Record<string, string>;
  /** The decoded To header. */
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** RFC 2047 encoded words (subject lines, names). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, body: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(body, 'base64').toString('utf8')
      : Buffer.from(body.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r?\n[ \t]+/g, ' ');
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  const enc = (encoding ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (enc === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

/** A small MIME reader for the .eml files nodemailer writes (multipart/mixed, alternative, attachments). */
export function parseMail(raw: string, file = ''): OutboxMail {
  const mail: OutboxMail = { file, raw, headers: {}, to: '', subject: '', text: '', html: '', attachments: [] };
  const walk = (part: string, top: boolean) => {
    const { headers, body } = splitPart(part);
    if (top) mail.headers = headers;
    const type = headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const pieces = body.split(`--${boundary}`).slice(1);
      for (const piece of pieces) {
        if (piece.startsWith('--')) break;
        // The line break before a boundary belongs to the boundary (RFC 2046), not to the part.
        walk(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), false);
      }
      return;
    }
    const content = decodeBody(body, headers['content-transfer-encoding']);
    const disposition = headers['content-disposition'] ?? '';
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    if (filename) mail.attachments.push({ filename: decodeWords(filename), contentType: type.split(';')[0]!.trim(), content });
    else if (/^text\/html/i.test(type)) mail.html = content.toString('utf8');
    else if (/^text\/plain/i.test(type)) mail.text = content.toString('utf8');
  };
  walk(raw, true);
  mail.to = decodeWords(mail.headers.to ?? '');
  mail.subject = decodeWords(mail.headers.subject ?? '');
  return mail;
}

/** Every .eml file in `dir`, oldest first, decoded (none when the folder does not exist). */
export function readOutbox(dir: string): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => parseMail(readFileSync(path.join(dir, f), 'utf8'), f));
}

/** The first URL in a mail's text that contains `pathPart` (e.g. '/account/verify/'). */
export function linkIn(mail: Pick<OutboxMail, 'text'>, pathPart: string): string | undefined {
  return mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
}
