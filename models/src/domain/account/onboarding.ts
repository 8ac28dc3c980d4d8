import { ROLE, USER_STATUS } from '../../constants/index';
import type { User } from '../../models/user';

/**
 * The onboarding rules (ACC-43..46, G-22): what a newly created or staff-created account must do
 * before it may use the dashboard. The page guard, the profile page and the password operations ask
 * here; none of them repeats a condition.
 */

type AddressFields = Pick<User, 'address_1' | 'poscode' | 'city' | 'state_id' | 'country_id'>;
type OnboardingFields = AddressFields & Pick<User, 'role_id' | 'status_id'>;

const filled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== '';

/** ACC-46: an address is complete with address_1, poscode, city, state and country. */
export function hasCompleteAddress(user: AddressFields): boolean {
  return filled(user.address_1) && filled(user.poscode) && filled(user.city) && filled(user.state_id) && filled(user.country_id);
}

/** ACC-46: an agent awaiting the password change (5) must first fill address_1, poscode, city, state and country. */
export function agentAddressIncomplete(user: OnboardingFields): boolean {
  return user.role_id === ROLE.AGENT && user.status_id === USER_STATUS.PASSWORD_CHANGE_REQUIRED && !hasCompleteAddress(user);
}

export type OnboardingStep = 'profile' | 'change-password';

/**
 * ACC-43, ACC-71: the step a signed-in user must take first (null when none): the first-login profile
 * (status 4, or an agent at 5 without a complete address), else the password change (status 5).
 * Nothing is imposed on an impersonated session.
 */
export function onboardingStep(user: OnboardingFields, impersonating: boolean): OnboardingStep | null {
  if (impersonating) return null;
  if (user.status_id === USER_STATUS.FIRST_LOGIN_PROFILE) return 'profile';
  if (user.status_id === USER_STATUS.PASSWORD_CHANGE_REQUIRED) return agentAddressIncomplete(user) ? 'profile' : 'change-password';
  return null;
}

/**
 * A user awaiting a password (status 5, staff-created: G-22) who sets one from the e-mailed link is
 * not asked to change it again: an agent whose address is still incomplete goes to the first-login
 * profile step (4, ACC-46), everyone else becomes active. Other statuses are left as they are.
 */
export function statusAfterPasswordSet(user: OnboardingFields): number {
  if (user.status_id !== USER_STATUS.PASSWORD_CHANGE_REQUIRED) return user.status_id;
  return agentAddressIncomplete(user) ? USER_STATUS.FIRST_LOGIN_PROFILE : USER_STATUS.ACTIVE;
}
