import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/**
 * Where mail goes: an SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587), or, when none
 * is configured, RFC 822 `.eml` files in the outbox folder (development and tests): each message
 * is `<timestamp>-<random>.eml`, created exclusively so an existing file is never overwritten.
 */

export interface DeliveryResult {
  messageId: string;
  /** The .eml file written in outbox mode. */
  file?: string;
  /** The SMTP server's final answer in SMTP mode. */
  response?: string;
}

const smtpTransports = new Map<string, Transporter>();

function smtpTransport(smtpUrl: string): Transporter {
  let transport = smtpTransports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    smtpTransports.set(smtpUrl, transport);
  }
  return transport;
}

const bufferTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

function outboxFileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${randomBytes(6).toString('hex')}.eml`;
}

async function writeToOutbox(outboxDir: string, message: Mail.Options): Promise<DeliveryResult> {
  const info = await bufferTransport.sendMail(message);
  const raw = info.message as Buffer;
  await mkdir(outboxDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    const file = path.join(outboxDir, outboxFileName(new Date()));
    try {
      await writeFile(file, raw, { flag: 'wx', mode: 0o640 });
      return { messageId: info.messageId, file };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
    }
  }
}

export async function deliver(
  message: Mail.Options,
  target: { smtpUrl: string | null; outboxDir: string },
): Promise<DeliveryResult> {
  if (!target.smtpUrl) return writeToOutbox(target.outboxDir, message);
  const info = await smtpTransport(target.smtpUrl).sendMail(message);
  const rejected = (info.rejected ?? []).map(String);
  if (rejected.length > 0 && (info.accepted ?? []).length === 0) {
    throw new Error(`SMTP server rejected every recipient: ${rejected.join(', ')} (${info.response})`);
  }
  return { messageId: info.messageId, response: info.response };
}

/** Closes pooled SMTP connections (scripts and tests at exit). */
export function closeMailTransports(): void {
  for (const transport of smtpTransports.values()) transport.close();
  smtpTransports.clear();
}
