/** Account operations (registration, verification, password reset and change, profile). Owned by the lead: one line per operation file. */
export * from './register-user';
export * from './verify-email';
export * from './resend-verification';
export * from './request-password-reset';
export * from './check-reset-token';
export * from './reset-password';
export * from './change-password';
export * from './update-profile';
export * from './onboarding';
export * from './dashboard-summary';
export * from './notification-summary';
export * from './shell-counts';
export * from './set-user-language';
export * from './banking-detail';
export * from './update-banking-detail';
export * from './update-paypal-email';
