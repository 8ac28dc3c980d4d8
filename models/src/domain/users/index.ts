/** User management in the console (ADM.a–c, ACC.h impersonation): one operation per file. */
export { revertPathFor, SET_PASSWORD_TTL_MS, type UserJson } from './shared';
export { listUsers, MANAGED_ROLES, type ListUsersInput } from './list-users';
export { getUser, type GetUserInput } from './get-user';
export { createAccountant, type CreateAccountantInput, type UserMutationResult } from './create-accountant';
export { updateAccountant, type UpdateAccountantInput } from './update-accountant';
export { createAgent, type CreateAgentInput } from './create-agent';
export { updateAgent, type UpdateAgentInput } from './update-agent';
export { blockUser, type UserActionInput } from './block-user';
export { unblockUser } from './unblock-user';
export { resendPassword } from './resend-password';
export { resetTwoFactor } from './reset-two-factor';
export { impersonateUser, type ImpersonationResult } from './impersonate-user';
export { revertImpersonation, type RevertImpersonationInput, type RevertResult } from './revert-impersonation';
export { listPreRegistrations, getPreRegistration, type PreRegistrationJson, type ListPreRegistrationsInput } from './list-pre-registrations';
export { deletePreRegistration } from './delete-pre-registration';
export { getStaffProfile, updateStaffProfile } from './update-staff-profile';
export { submitPreRegistration, PRE_REGISTRATION_FAILED, PRE_REGISTRATION_SENT, type SubmitPreRegistrationInput } from './submit-pre-registration';
