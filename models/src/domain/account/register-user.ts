import { createHash, randomBytes } from 'node:crypto';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import { getConfig } from '../../config/env';
import { DEFAULT_LANGUAGE, ROLE, USER_STATUS, type Language } from '../../constants/index';
import { AppError } from '../../errors/index';
import { isLanguage } from '../../i18n/index';
import { sendMail, type SendMailResult } from '../../mail/index';
import { Country } from '../../models/country';
import { State } from '../../models/state';
import { normalizeEmail, User } from '../../models/user';
import { VerificationToken } from '../../models/verification-token';
import { fieldErrorsOf, registrationSchema, type RegistrationInput } from '../../schemas/account';
import { hashPassword } from '../auth/password';
import { assertNotRateLimited, claimNotice, recordAttempt } from '../auth/rate-limit';
import { loginPathFor } from '../../policies/console-access';

/**
 * registerUser (ACC.b, ACC-31..33, G-21, G-66): a visitor creates a customer account (role 4,
 * status 0 = unverified) with a hashed password, and receives a verification e-mail in the
 * language they registered in. The link holds a random single-use token; only its SHA-256 is
 * stored, and it expires after 24 hours.
 *
 * Also home of the helpers shared by the public account flows (tokens, transactions, mail).
 */

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface DomainOptions {
  transaction?: Transaction;
}

/** A new random link token (64 hex characters) and the SHA-256 hex stored for it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token.trim().toLowerCase(), 'utf8').digest('hex');
}

/** Runs `work` in the caller's transaction, or in a new one; `afterCommit` jobs run once it commits. */
export async function inTransaction<T>(
  options: DomainOptions,
  work: (transaction: Transaction, afterCommit: (job: () => Promise<unknown>) => void) => Promise<T>,
): Promise<T> {
  const jobs: Array<() => Promise<unknown>> = [];
  const afterCommit = (job: () => Promise<unknown>) => jobs.push(job);
  if (options.transaction) {
    const outer = options.transaction;
    const result = await work(outer, afterCommit);
    // The caller commits: run the jobs then (errors are logged, never thrown at the caller).
    outer.afterCommit(() => {
      for (const job of jobs) void job().catch((error: unknown) => console.error('[account] after-commit job failed', error));
    });
    return result;
  }
  const sequelize = User.sequelize;
  if (!sequelize) throw new Error('The models are not initialised (call getSequelize() or useSequelize() first)');
  const result = await sequelize.transaction((transaction) => work(transaction, afterCommit));
  for (const job of jobs) await job();
  return result;
}

/** The attempt key of a request without a known address (scripts, jobs). */
export const NO_ADDRESS = 'local';

/** G-66: refuses the attempt when over the limit, then counts it. */
export async function limitAttempt(scope: 'register' | 'resend' | 'forgot' | 'reset', email: string | undefined, ip: string | undefined): Promise<void> {
  const address = ip && ip.trim() ? ip.trim() : NO_ADDRESS;
  const account = email ? normalizeEmail(email) : undefined;
  await assertNotRateLimited({ scope, ...(account ? { email: account } : {}), ip: address });
  await recordAttempt({ scope, ...(account ? { email: account } : {}), ip: address, succeeded: true });
}

export function mailLanguage(user: Pick<User, 'language'>): Language {
  return isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
}

export function verificationLink(token: string, email: string): string {
  return `${getConfig().appUrl}/account/verify/${token}?email=${encodeURIComponent(email)}`;
}

/** Invalidates every open verification token of the user and issues a new one (G-21). */
export async function issueVerificationToken(user: User, transaction: Transaction, now = new Date()): Promise<string> {
  await VerificationToken.update(
    { used_at: now },
    { where: { user_id: user.id, used_at: { [Op.is]: null } }, transaction },
  );
  const { token, hash } = newLinkToken();
  await VerificationToken.create(
    { email: user.email, user_id: user.id, token_hash: hash, expires_at: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS) },
    { transaction },
  );
  return token;
}

export function sendVerificationMail(user: Pick<User, 'id' | 'email' | 'name' | 'language'>, token: string): Promise<SendMailResult> {
  return sendMail({
    to: user.email,
    template: 'verify-email',
    language: mailLanguage(user),
    data: { name: user.name, email: user.email, url: verificationLink(token, user.email), hours: 24 },
    reference: `U${user.id}`,
    mailableType: 'VerifyEmail',
  });
}

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

export async function registerUser(input: RegisterUserInput, options: DomainOptions = {}): Promise<RegisterUserResult> {
  const { language, ip, ...fields } = input;
  const parsed = registrationSchema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION', 'account:register.failed', { fieldErrors: fieldErrorsOf(parsed.error) });
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
  options: DomainOptions,
): Promise<{ user: User; mail: (() => Promise<SendMailResult>) | undefined }> {
  let mail: Promise<SendMailResult> | undefined;
  const user = await inTransaction(options, async (transaction, afterCommit) => {
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
    const token = await issueVerificationToken(created, transaction);
    afterCommit(async () => {
      mail = sendVerificationMail(created, token);
      await mail;
    });
    return created;
  });
  return { user, mail: mail ? () => mail! : undefined };
}
