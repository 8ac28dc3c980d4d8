/** Sign-in, sessions and abuse protection (issue 3, H0). One operation per file. */
export { BCRYPT_COST, hashPassword, verifyPassword } from './password';
export {
  LOGIN_ADDRESS_MAX,
  LOGIN_CHALLENGE_AFTER,
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_MS,
  assertNotRateLimited,
  loginThrottle,
  rateLimited,
  type LoginThrottle,
  recordAttempt,
  type RateLimitInput,
  type RateLimitScope,
  type RecordAttemptInput,
} from './rate-limit';
export {
  HUMAN_CHECK_REQUIRED,
  LOGIN_VARIANTS,
  VARIANT_ROLES,
  authenticate,
  isAuthenticationError,
  isLoginVariant,
  variantForRole,
  type AuthenticateInput,
  type LoginVariant,
} from './authenticate';
export { previousSignIn } from './previous-sign-in';
export {
  createSession,
  destroySession,
  destroyUserSessions,
  hashSessionToken,
  isSessionToken,
  readSession,
  updateSessionData,
  type CreateSessionInput,
  type CreatedSession,
  type ReadSessionResult,
  type SessionImpersonator,
} from './sessions';
export { LOGIN_ALERT_INTERVAL_MS, notifyLoginAttack, type NotifyLoginAttackInput } from './notify-login-attack';
export { MAINTENANCE_KEY, isMaintenanceOn, setMaintenance, type SetMaintenanceInput } from './maintenance';
