import { readOutbox } from '@iprenew/models/testing/standalone';
import { E2E_MAIL_OUTBOX_DIR } from './paths';

/**
 * The e-mails the e2e server wrote to `email` (its outbox, one .eml per mail), oldest first, each as one
 * searchable text: the raw message with its decoded subject, plain-text and HTML parts.
 */
export function outboxTo(email: string): string[] {
  const address = email.toLowerCase();
  return readOutbox(E2E_MAIL_OUTBOX_DIR)
    .filter((mail) => mail.to.toLowerCase().includes(address))
    .map((mail) => [mail.subject, mail.text, mail.html, mail.raw].join('\n'));
}
