import type { Transaction } from 'sequelize';
import { DEFAULT_LANGUAGE, type Language } from '../../constants/index';
import { AppError } from '../../errors/index';
import { isLanguage } from '../../i18n/index';
import { sendMail } from '../../mail/index';
import { ContactMessage } from '../../models/contact-message';
import { fieldErrorsOf, validationError } from '../kernel/index';
import { contactSchema, HUMAN_VERIFICATION_PENDING, type HumanCheckInput } from '../../schemas/contact';
import { assertNotRateLimited, recordAttempt } from '../auth/rate-limit';
import { checkHuman } from './human-verification';
import { readContactEmail } from './read-contact-email';

/** ⚑AMB-14 (D1 text): the answer when the message could not be delivered. */
export const CONTACT_FAILED = 'site:contact.failed';
/** PUB-24: the answer when it was. */
export const CONTACT_SENT = 'site:contact.success';

export interface SubmitContactMessageInput {
  name?: unknown;
  email?: unknown;
  message?: unknown;
  human?: HumanCheckInput;
  /** The sender's address: rate limiting (G-66), stored with the message, passed to the provider. */
  ip?: string;
  /** The page's language: the sender's acknowledgement is written in it. */
  language?: string;
  now?: Date;
  fetchImpl?: typeof fetch;
}

export interface SubmitContactMessageResult {
  message: ContactMessage;
  /** Whether the sender's acknowledgement (G-03 contact_us_ack) went out; it never fails the submission. */
  acknowledged: boolean;
}

/**
 * submitContactMessage (PUB-22..24, MSG-5, G-41, G-66): validates the fields (PUB-23), requires the
 * human verification to pass ('Recaptcha is pending to verify'), limits attempts per address and
 * e-mail, stores the message, e-mails it to configuration `contact_email` (recorded in audit_mails)
 * and acknowledges it to the sender. When the business mail cannot be delivered the caller gets
 * CONTACT_FAILED ('Fail to submit form, Please try again later'); the message stays stored.
 */
export async function submitContactMessage(
  input: SubmitContactMessageInput,
  { transaction }: { transaction?: Transaction } = {},
): Promise<SubmitContactMessageResult> {
  const parsed = contactSchema.safeParse({ name: input.name, email: input.email, message: input.message });
  if (!parsed.success) throw validationError(CONTACT_FAILED, fieldErrorsOf(parsed.error));
  const fields = parsed.data;
  const ip = input.ip?.trim() || undefined;

  await assertNotRateLimited({ scope: 'contact', email: fields.email, ip: ip ?? 'local', now: input.now }, { transaction });

  const human = await checkHuman({ ...(input.human ?? {}), ip, now: input.now, fetchImpl: input.fetchImpl }, { transaction });
  if (human === 'unavailable') throw new AppError('INTERNAL', CONTACT_FAILED);
  if (human === 'failed') {
    await recordAttempt({ scope: 'contact', email: fields.email, ip: ip ?? 'local', succeeded: false, now: input.now }, { transaction });
    throw validationError(HUMAN_VERIFICATION_PENDING, { human: [HUMAN_VERIFICATION_PENDING] });
  }
  await recordAttempt({ scope: 'contact', email: fields.email, ip: ip ?? 'local', succeeded: true, now: input.now }, { transaction });

  const stored = await ContactMessage.create({ ...fields, ip_address: ip ?? null }, { transaction });
  const to = await readContactEmail({ transaction });
  if (typeof to !== 'string' || !to.includes('@')) {
    console.error('[contact] configuration contact_email is not an e-mail address; message', stored.id, 'stored only');
    throw new AppError('INTERNAL', CONTACT_FAILED);
  }
  const data = { name: fields.name, email: fields.email, message: fields.message, received_at: (input.now ?? new Date()).toISOString() };
  const business = await sendMail({ to, template: 'contact-us', language: DEFAULT_LANGUAGE, data, reference: `C${stored.id}`, mailableType: 'ContactUs' });
  if (!business.delivered) throw new AppError('INTERNAL', CONTACT_FAILED);
  await stored.update({ emailed_at: new Date() }, { transaction });

  const language: Language = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const ack = await sendMail({
    to: fields.email,
    template: 'contact-us-ack',
    language,
    data: { name: fields.name },
    reference: `C${stored.id}`,
    mailableType: 'ContactUsAck',
  }).catch(() => null);
  return { message: stored, acknowledged: Boolean(ack?.delivered) };
}
