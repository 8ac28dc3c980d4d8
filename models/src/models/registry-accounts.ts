import { AuditLog } from './audit-log';
import { JobRun } from './job-run';
import { AuditMail } from './audit-mail';
import { ClassName } from './class-name';
import { Configuration } from './configuration';
import { ContactMessage } from './contact-message';
import { Country } from './country';
import { CurrencyRate } from './currency-rate';
import { BroadcastDelivery } from './broadcast-delivery';
import { EmailBroadcast } from './email-broadcast';
import { ExportFile } from './export-file';
import type { RegisteredModel } from './index';
import { JobLock } from './job-lock';
import { LoginAttempt } from './login-attempt';
import { News } from './news';
import { PasswordReset } from './password-reset';
import { PreRegistration } from './pre-registration';
import { Report } from './report';
import { ReportAttachment } from './report-attachment';
import { ReportMessage } from './report-message';
import { Role } from './role';
import { Session } from './session';
import { State } from './state';
import { UsedChallenge } from './used-challenge';
import { User } from './user';
import { UserStatus } from './user-status';
import { VerificationToken } from './verification-token';
import { Whitelist } from './whitelist';
import { CalendarFeed } from './calendar-feed';
import { UserTwoFactor } from './user-two-factor';
import { PortfolioImport } from './portfolio-import';

export {
  AuditLog,
  CalendarFeed,
  UserTwoFactor,
  PortfolioImport,
  AuditMail,
  ClassName,
  Configuration,
  ContactMessage,
  Country,
  CurrencyRate,
  BroadcastDelivery,
  EmailBroadcast,
  ExportFile,
  JobLock,
  JobRun,
  LoginAttempt,
  News,
  PasswordReset,
  PreRegistration,
  Report,
  ReportAttachment,
  ReportMessage,
  Role,
  Session,
  State,
  UsedChallenge,
  User,
  UserStatus,
  VerificationToken,
  Whitelist,
};
export { normalizeEmail } from './user';
export { toRateString } from './currency-rate';
export { AUDIT_MAIL_STATUS } from './audit-mail';
export type { BroadcastAttachment, BroadcastReceiver } from './email-broadcast';
export type { ExportStatus } from './export-file';
export { JOB_RUN_STATUSES, type JobRunStatus } from './job-run';

/** Models of reference data, accounts, sessions, site and admin tables (migrations 0001–0009). */
export const accountModels: RegisteredModel[] = [
  Role,
  UserStatus,
  Country,
  State,
  ClassName,
  PreRegistration,
  User,
  Session,
  VerificationToken,
  PasswordReset,
  LoginAttempt,
  UsedChallenge,
  Configuration,
  Whitelist,
  CurrencyRate,
  News,
  EmailBroadcast,
  BroadcastDelivery,
  Report,
  ReportAttachment,
  ReportMessage,
  ContactMessage,
  ExportFile,
  CalendarFeed,
  UserTwoFactor,
  PortfolioImport,
  AuditMail,
  AuditLog,
  JobLock,
  JobRun,
];
