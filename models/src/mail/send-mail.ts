import { randomBytes } from 'node:crypto';
import { renderEmail } from '@iprenew/templates';
import { getConfig } from '../config/env';
import { DEFAULT_LANGUAGE, type Language } from '../constants/index';
import { AppError } from '../errors/index';
import { isLanguage } from '../i18n/index';
import { AUDIT_MAIL_STATUS, AuditMail } from '../models/audit-mail';
import { getStorage } from '../storage/index';
import { deliver } from './transport';
import { mailTranslator } from './translator';

/**
 * Sends one transactional e-mail (requirements MSG-1…MSG-11): renders `template` in `language`
 * through @iprenew/templates, delivers it (SMTP, or an .eml file in the outbox when SMTP_URL is
 * not set), and records it as one `audit_mails` row: created first as queued (2), then 1 when
 * delivered or 0 with the error text. The payload keeps what is needed to send it again.
 *
 * Delivery failures do not throw: the result says `delivered: false` and carries the error, so a
 * caller (register, forgot password…) decides whether the user sees a failure. Call it after the
 * surrounding transaction commits, never inside one.
 */

export interface SendMailInput {
  to: string;
  template: string;
  language?: string;
  data?: Record<string, unknown>;
  /** Shown in the audit list (order number, user id…); generated when omitted. */
  reference?: string | null;
  /** The mail's kind shown in the console (e.g. 'VerifyEmail'); default: the template name. */
  mailableType?: string | null;
  /**
   * Files attached to the mail (e.g. the invoice PDF). A stored file (`storageKey`) is read from the
   * file storage when the mail is sent and kept in the audit payload by key, so a resend attaches
   * it again; `content` is attached as given and not kept for a resend.
   */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType?: string;
  /** A key of the file storage (models/src/storage). */
  storageKey?: string;
  content?: Buffer;
}

export interface SendMailResult {
  delivered: boolean;
  auditMail: AuditMail;
  messageId?: string;
  /** The .eml file written in outbox mode. */
  file?: string;
  error?: string;
}

interface StoredPayload {
  to: string;
  data: Record<string, unknown>;
  resent_from?: number;
  attachments?: { filename: string; contentType?: string; storageKey: string }[];
}

/** The attachments as nodemailer takes them (stored files read now). */
async function loadAttachments(attachments: MailAttachment[]): Promise<{ filename: string; content: Buffer; contentType?: string }[]> {
  return Promise.all(
    attachments.map(async (a) => {
      const content = a.content ?? (a.storageKey ? await getStorage().getFile(a.storageKey) : undefined);
      if (!content) throw new Error(`Attachment ${a.filename} has neither content nor a storage key`);
      return { filename: a.filename, content, ...(a.contentType ? { contentType: a.contentType } : {}) };
    }),
  );
}

/** The stored-file attachments, as kept in the audit payload. */
function storedAttachments(attachments: MailAttachment[] | undefined): StoredPayload['attachments'] {
  const kept = (attachments ?? [])
    .filter((a) => a.storageKey)
    .map((a) => ({ filename: a.filename, storageKey: a.storageKey!, ...(a.contentType ? { contentType: a.contentType } : {}) }));
  return kept.length > 0 ? kept : undefined;
}

function newReference(): string {
  return `M${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, 4000);
}

/** A JSON-safe copy of the template data (Dates become ISO strings), so a resend sees the same values. */
function toStoredData(data: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(data ?? {})) as Record<string, unknown>;
}

async function sendAndRecord(input: SendMailInput, extra: { resentFrom?: number } = {}): Promise<SendMailResult> {
  const config = getConfig();
  const language: Language = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const data = toStoredData(input.data ?? {});
  const to = input.to.trim();
  const kept = storedAttachments(input.attachments);
  const payload: StoredPayload = { to, data, ...(extra.resentFrom ? { resent_from: extra.resentFrom } : {}), ...(kept ? { attachments: kept } : {}) };

  const auditMail = await AuditMail.create({
    reference: (input.reference ?? newReference()).slice(0, 64),
    user_email: to.slice(0, 191),
    status: AUDIT_MAIL_STATUS.QUEUED,
    mailable_type: (input.mailableType ?? input.template).slice(0, 100),
    template: input.template,
    language,
    payload: payload as unknown as Record<string, unknown>,
  });

  try {
    const rendered = renderEmail({
      template: input.template,
      language,
      data: { appUrl: config.appUrl, ...data },
      translate: mailTranslator(language),
    });
    await auditMail.update({ subject: rendered.subject.slice(0, 255) });
    const attachments = input.attachments?.length ? await loadAttachments(input.attachments) : undefined;
    const delivery = await deliver(
      {
        from: config.mailFrom,
        to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        ...(attachments ? { attachments } : {}),
        headers: {
          'X-IPRenew-Reference': auditMail.reference ?? '',
          'X-IPRenew-Audit-Mail': String(auditMail.id),
          'Content-Language': { en: 'en', bm: 'ms', cn: 'zh-Hans' }[language],
        },
      },
      { smtpUrl: config.smtpUrl, outboxDir: config.mailOutboxDir },
    );
    await auditMail.update({ status: AUDIT_MAIL_STATUS.DELIVERED, sent_at: new Date(), error: null });
    return { delivered: true, auditMail, messageId: delivery.messageId, ...(delivery.file ? { file: delivery.file } : {}) };
  } catch (error) {
    const text = errorText(error);
    await auditMail.update({ status: AUDIT_MAIL_STATUS.FAILED, error: text });
    return { delivered: false, auditMail, error: text };
  }
}

export function sendMail(input: SendMailInput): Promise<SendMailResult> {
  if (!input.to || !input.to.includes('@')) throw new AppError('VALIDATION', 'invalid_email', { params: { to: String(input.to) } });
  return sendAndRecord(input);
}

/**
 * Sends a recorded mail again (ADM-81 / MSG-11) from its saved template, language and payload,
 * recording the new attempt as a new audit row (same reference and type; payload.resent_from).
 */
export async function resendAuditMail(id: number): Promise<SendMailResult> {
  const original = await AuditMail.findByPk(id);
  if (!original) throw new AppError('NOT_FOUND', 'fail_to_retrieve_record', { params: { id } });
  const payload = (original.payload ?? {}) as Partial<StoredPayload>;
  const to = typeof payload.to === 'string' && payload.to ? payload.to : original.user_email;
  return sendAndRecord(
    {
      to,
      template: original.template,
      language: original.language,
      data: payload.data ?? {},
      reference: original.reference,
      mailableType: original.mailable_type,
      ...(payload.attachments?.length ? { attachments: payload.attachments } : {}),
    },
    { resentFrom: original.id },
  );
}
