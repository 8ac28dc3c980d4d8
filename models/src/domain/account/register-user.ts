import { UniqueConstraintError } from 'sequelize';
import { getConfig } from '../../config/env';
import { DEFAULT_LANGUAGE, ROLE, USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { isLanguage } from '../../i18n/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { Country } from '../../models/country';
import { State } from '../../models/state';
import { normalizeEmail, User } from '../../models/user';
import { registrationSchema, type RegistrationInput } from '../../schemas/account';
import { fieldErrorsOf, validationError } from '../kernel/index';
import { hashPassword } from '../auth/password';
import { claimNotice } from '../auth/rate-limit';
import { loginPathFor } from '../../policies/console-access';

/**
 * registerUser (ACC.b, ACC-31..33, G-21, G-66): a visitor creates a customer account (role 4,
 * status 0 = unverified) with a hashed password, and receives a verification e-mail in the
 * language they registered in. The link holds a random single-use token; only its SHA-256 is
 * stored, and it expires after 24 hours.
 */

import { afterCommit, inTransaction, type OperationOptions } from '../kernel/index';
import { issueVerificationToken, limitAttempt, mailLanguage, sendVerificationMail } from './shared';

export interface RegisterUserInput extends RegistrationInput {
  /** The language the visitor registered in: the account's language and the e-mail's. */
  language?: string;
  /** The visitor's address, for rate limiting (G-66). */
  ip?: string;
}

export interface RegisterUserResult {
  /** The new account; null when the e-mail already had one (the visitor is answered the same way). */
  user: User | null;
  /** The normalised e-mail: where the visitor is told to look for the verification mail. */
  email: string;
  /** False when the verification e-mail could not be delivered (the account exists; resend works). */
  mailDelivered: boolean;
}

/** At most one "someone tried to register with your e-mail" per account in this time (ADR 020). */
export const REGISTRATION_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/** Marks the registration of an e-mail that already has an account (answered like a new one). */
class EmailAlreadyRegistered extends Error {}

/**
 * Tells the owner of an existing account that someone tried to register with their e-mail (at most
 * once an hour), instead of telling the visitor the e-mail is taken (which would reveal who has an
 * account). A mail that cannot be delivered is logged, never shown.
 */
async function noticeRegistrationAttempt(email: string): Promise<void> {
  const owner = await User.findByEmail(email);
  if (!owner || !(await claimNotice('register_alert', owner.email, REGISTRATION_NOTICE_INTERVAL_MS))) return;
  const appUrl = getConfig().appUrl;
  await sendMail({
    to: owner.email,
    template: 'registration-attempt',
    language: mailLanguage(owner),
    data: { name: owner.name, email: owner.email, loginUrl: `${appUrl}${loginPathFor(owner.role_id)}`, forgotUrl: `${appUrl}/forgot/password` },
    reference: `U${owner.id}`,
    mailableType: 'RegistrationAttempt',
  }).catch((error: unknown) => console.error('[account] the registration-attempt notice could not be sent', error));
}

export async function registerUser(input: RegisterUserInput, options: OperationOptions = {}): Promise<RegisterUserResult> {
  const { language, ip, ...fields } = input;
  const parsed = registrationSchema.safeParse(fields);
  if (!parsed.success) {
    throw validationError('account:register.failed', fieldErrorsOf(parsed.error));
  }
  const data = parsed.data;
  const email = normalizeEmail(data.email);
  await limitAttempt('register', email, ip);
  const passwordHash = await hashPassword(data.password);

  try {
    const { user, mail } = await createMemberAccount({ data, email, passwordHash, language }, options);
    const result = mail ? await mail() : undefined;
    return { user, email, mailDelivered: result ? result.delivered : true };
  } catch (error) {
    if (!(error instanceof EmailAlreadyRegistered)) throw error;
    // Answered as for a new account (no account enumeration, issue 11); the owner is told instead.
    await noticeRegistrationAttempt(email);
    return { user: null, email, mailDelivered: true };
  }
}

interface NewMemberAccount {
  data: RegistrationInput;
  email: string;
  passwordHash: string;
  language: string | undefined;
}

/** Creates the unverified member and its verification token; the mail goes once the transaction commits. */
async function createMemberAccount(
  { data, email, passwordHash, language }: NewMemberAccount,
  options: OperationOptions,
): Promise<{ user: User; mail: (() => Promise<SendMailResult>) | undefined }> {
  const { user, token } = await inTransaction(options, async (transaction) => {
    if (await User.findByEmail(email, { transaction })) throw new EmailAlreadyRegistered();

    const country = await Country.findByPk(data.country_id, { transaction });
    if (!country) {
      throw new AppError('VALIDATION', 'account:register.failed', {
        fieldErrors: { country_id: ['account:validation.country_id_required'] },
      });
    }
    const state = await State.findOne({ where: { id: data.state_id, country_id: country.id }, transaction });
    if (!state) {
      throw new AppError('VALIDATION', 'account:register.failed', {
        fieldErrors: { state_id: ['account:validation.state_id_mismatch'] },
      });
    }

    let created: User;
    try {
      created = await User.create(
        {
          name: data.name,
          email,
          password: passwordHash,
          company: data.company ?? null,
          contact: data.contact,
          address_1: data.address_1,
          address_2: data.address_2 ?? null,
          poscode: data.poscode,
          city: data.city,
          state_id: state.id,
          country_id: country.id,
          type: data.type,
          role_id: ROLE.MEMBER,
          status_id: USER_STATUS.UNVERIFIED,
          language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
        },
        { transaction },
      );
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw new EmailAlreadyRegistered();
      throw error;
    }
    return { user: created, token: await issueVerificationToken(created, transaction) };
  });
  let mail: Promise<SendMailResult> | undefined;
  await afterCommit(options, async () => {
    mail = sendVerificationMail(user, token);
    await mail;
  }, 'sendVerificationMail');
  return { user, mail: mail ? () => mail! : undefined };
}
