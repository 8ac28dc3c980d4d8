import { USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { State } from '../../models/state';
import { User } from '../../models/user';
import { PROFILE_FIELDS, profileSchema, type ProfileForm } from '../../schemas/profile';
import { inTransaction, parseInput, validationError, writeAudit, type Actor, type OperationOptions } from '../kernel/index';

/**
 * The signed-in user saves their own profile (ACC-61..65, ACC-44, ACC-46). Email and type are read
 * only and never taken from the input. The state must belong to the chosen country (ACC-29).
 *
 * Status steps: a status-4 user (first-login profile) becomes active (1) and goes on to the dashboard;
 * a status-5 user keeps status 5 and goes on to the password change (ACC-44); others stay.
 *
 * Throws AppError('VALIDATION', 'nav:profile.fail', { fieldErrors }) with message keys per field, or
 * AppError('NOT_FOUND') when the actor's account is gone. Writes an audit row with the changed fields.
 */
export interface UpdateProfileInput {
  /** The signed-in user (the account that is changed); an impersonating staff member is recorded in the audit log (ACC-71). */
  actor: Actor;
  /** The form values: validated here with profileSchema (strings or numbers, '' means empty). */
  values: Record<string, unknown> | ProfileForm;
}

export type ProfileNextStep = 'dashboard' | 'change-password' | 'stay';

export interface UpdateProfileResult {
  user: User;
  next: ProfileNextStep;
}

/** '' and whitespace-only strings are "not given"; numeric strings become numbers for the id fields. */
function normalise(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    let value = values[field];
    if (typeof value === 'string' && value.trim() === '') value = undefined;
    if (value === null) value = undefined;
    if ((field === 'country_id' || field === 'state_id') && typeof value === 'string' && /^\d+$/.test(value.trim())) {
      value = Number(value.trim());
    }
    out[field] = value;
  }
  return out;
}

export async function updateProfile({ actor, values }: UpdateProfileInput, options: OperationOptions = {}): Promise<UpdateProfileResult> {
  const input = parseInput(profileSchema, normalise(values as Record<string, unknown>), 'nav:profile.fail');
  return inTransaction(options, async (t): Promise<UpdateProfileResult> => {
    const user = await User.findByPk(actor.id, { transaction: t, lock: t.LOCK.UPDATE });
    if (!user) throw new AppError('NOT_FOUND', 'nav:profile.fail');
    if (user.status_id === USER_STATUS.BLOCKED) throw new AppError('FORBIDDEN', 'auth:blocked');

    const state = await State.findOne({ where: { id: input.state_id, country_id: input.country_id }, transaction: t });
    if (!state) {
      throw validationError('nav:profile.fail', { state_id: ['nav:validation.state_not_in_country'] });
    }

    const next: Record<string, string | number | null> = {
      name: input.name,
      company: input.company ?? null,
      contact: input.contact ?? null,
      address_1: input.address_1,
      address_2: input.address_2 ?? null,
      poscode: input.poscode,
      city: input.city,
      country_id: input.country_id,
      state_id: input.state_id,
      ...(input.language ? { language: input.language } : {}),
    };
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(next)) {
      const current = user.get(field as keyof User) as unknown;
      if ((current ?? null) !== value) {
        before[field] = current ?? null;
        after[field] = value;
      }
    }

    // ACC-44: the first-login profile step (4) ends here; status 5 still needs the password change.
    let step: ProfileNextStep = 'stay';
    if (user.status_id === USER_STATUS.FIRST_LOGIN_PROFILE) {
      before.status_id = user.status_id;
      after.status_id = USER_STATUS.ACTIVE;
      next.status_id = USER_STATUS.ACTIVE;
      step = 'dashboard';
    } else if (user.status_id === USER_STATUS.PASSWORD_CHANGE_REQUIRED) {
      step = 'change-password';
    }

    await user.update(next, { transaction: t });
    await writeAudit(actor, { action: 'profile.update', targetType: 'user', targetId: user.id, before, after }, t);
    return { user, next: step };
  });
}
