/** Two-factor sign-in (issue 18, ADR 077): TOTP enrolment, recovery codes, the second sign-in step. */
export {
  RECOVERY_CODE_COUNT,
  STAFF_TWO_FACTOR_KEY,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW,
  TWO_FACTOR_ISSUER,
  isStaffRole,
  isStaffTwoFactorRequired,
  secondFactorStepFor,
} from './shared';
export { TWO_FACTOR_TICKET_SECONDS, issueTwoFactorTicket, readTwoFactorTicket, type SecondFactorStep, type TwoFactorTicket } from './ticket';
export {
  beginTwoFactorEnrolment,
  confirmTwoFactorEnrolment,
  disableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from './manage';
export { CODE_REQUIRED, ENROL_REQUIRED, SIGN_IN_CODE_INVALID, TICKET_EXPIRED, userOfTicket, verifySecondFactor, type VerifySecondFactorInput } from './verify';
