import { DEFAULT_LANGUAGE } from '../../constants/index';
import { isLanguage } from '../../i18n/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import type { EmailBroadcast } from '../../models/email-broadcast';
import { sanitizeNewsHtml } from '../content/sanitize-news-html';
import { storedAttachments } from './shared';

/** The audit mails' reference of a broadcast's mails. */
export const broadcastReference = (broadcastId: number) => `EMAIL${broadcastId}`;

/**
 * MSG-7, G-03: one recipient's copy of a broadcast — template `broadcast` in the recipient's
 * language, the staff's message (sanitised again on the way out), the attachments from storage —
 * recorded as an audit mail (type `broadcast`, reference EMAIL{id}).
 */
export function sendBroadcastMail(broadcast: EmailBroadcast, recipient: { email: string; name?: string | null; language?: string | null }): Promise<SendMailResult> {
  return sendMail({
    to: recipient.email,
    template: 'broadcast',
    language: isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE,
    reference: broadcastReference(broadcast.id),
    mailableType: 'broadcast',
    data: { name: recipient.name ?? null, title: broadcast.title, message: sanitizeNewsHtml(broadcast.message) },
    attachments: storedAttachments(broadcast).map((a) => ({ filename: a.name, contentType: a.mime, storageKey: a.path })),
  });
}
