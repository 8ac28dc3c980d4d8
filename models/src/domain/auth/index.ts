/** Sign-in, sessions and abuse protection (issue 3, H0). One operation per file. */
export { BCRYPT_COST, hashPassword, verifyPassword } from './password';
export {
  RATE_LIMIT_MAX,
  RATE_LIMIT_WINDOW_MS,
  assertNotRateLimited,
  recordAttempt,
  type RateLimitInput,
  type RateLimitScope,
  type RecordAttemptInput,
} from './rate-limit';
export {
  LOGIN_VARIANTS,
  VARIANT_ROLES,
  authenticate,
  isAuthenticationError,
  isLoginVariant,
  variantForRole,
  type AuthenticateInput,
  type LoginVariant,
} from './authenticate';
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
} from './sessions';
export { MAINTENANCE_KEY, isMaintenanceOn, setMaintenance, type SetMaintenanceInput } from './maintenance';
