import { Op } from 'sequelize';
import { DEFAULT_LANGUAGE, ROLE, USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { isLanguage } from '../../i18n/index';
import { sendMail } from '../../mail/index';
import { PreRegistration } from '../../models/pre-registration';
import { User } from '../../models/user';
import { HUMAN_VERIFICATION_PENDING, type HumanCheckInput } from '../../schemas/contact';
import { preRegistrationSchema } from '../../schemas/deliveries';
import { assertNotRateLimited, recordAttempt } from '../auth/rate-limit';
import { checkHuman } from '../content/human-verification';
import { appLink, fieldErrorsOf, runLogged, validationError } from '../kernel/index';

/** G-52: the answers of the "Become our agent" form. */
export const PRE_REGISTRATION_SENT = 'agent-onboarding:apply.success';
export const PRE_REGISTRATION_FAILED = 'agent-onboarding:apply.failed';

export interface SubmitPreRegistrationInput {
  name?: unknown;
  email?: unknown;
  contact?: unknown;
  human?: HumanCheckInput;
  /** The visitor's address: rate limiting (G-66) and the provider's check. */
  ip?: string;
  now?: Date;
  fetchImpl?: typeof fetch;
}

/**
 * submitPreRegistration (G-52, ADM.c): a visitor asks to become an agent from the agent sign-in page.
 * The contact form's protections, reused: the fields are validated (name min 3, a valid e-mail,
 * contact min 6 — the agent form's rules), attempts are limited per address and e-mail (scope
 * 'agent_apply', G-66) and the human check must pass ('Recaptcha is pending to verify'). It stores a
 * `pre_registrations` row — the console's Pre-registered agents list shows it and New Agent pre-fills
 * from it (ADM-16/21) — and mails every active Super Admin and Admin `preregistration-received` in
 * their language (audit mails). A public operation: no actor (ADR 030). A mail that cannot be sent
 * never loses the stored request.
 */
export async function submitPreRegistration(input: SubmitPreRegistrationInput): Promise<{ message: string; preRegistration: PreRegistration; notified: number }> {
  const parsed = preRegistrationSchema.safeParse({ name: input.name, email: input.email, contact: input.contact });
  if (!parsed.success) throw validationError(PRE_REGISTRATION_FAILED, fieldErrorsOf(parsed.error));
  const fields = parsed.data;
  const ip = input.ip?.trim() || 'local';

  await assertNotRateLimited({ scope: 'agent_apply', email: fields.email, ip, now: input.now });
  const human = await checkHuman({ ...(input.human ?? {}), ip, now: input.now, fetchImpl: input.fetchImpl });
  if (human === 'unavailable') throw new AppError('INTERNAL', PRE_REGISTRATION_FAILED);
  if (human === 'failed') {
    await recordAttempt({ scope: 'agent_apply', email: fields.email, ip, succeeded: false, now: input.now });
    throw validationError(HUMAN_VERIFICATION_PENDING, { human: [HUMAN_VERIFICATION_PENDING] });
  }
  await recordAttempt({ scope: 'agent_apply', email: fields.email, ip, succeeded: true, now: input.now });

  const stored = await PreRegistration.create(fields);
  const staff = await User.findAll({
    where: { role_id: { [Op.in]: [ROLE.SUPER_ADMIN, ROLE.ADMIN] }, status_id: USER_STATUS.ACTIVE },
    attributes: ['id', 'name', 'email', 'language'],
    order: [['id', 'ASC']],
    limit: 50,
  });
  const url = appLink('/admin/preregistered-agents');
  let notified = 0;
  for (const member of staff) {
    await runLogged(`preregistration-received ${stored.id} → user ${member.id}`, async () => {
      const sent = await sendMail({
        to: member.email,
        template: 'preregistration-received',
        language: isLanguage(member.language) ? member.language : DEFAULT_LANGUAGE,
        reference: `PR${stored.id}`,
        mailableType: 'preregistration_received',
        data: { staffName: member.name, name: fields.name, email: fields.email, contact: fields.contact, received_at: (input.now ?? new Date()).toISOString(), url },
      });
      if (sent.delivered) notified += 1;
    });
  }
  return { message: PRE_REGISTRATION_SENT, preRegistration: stored, notified };
}
