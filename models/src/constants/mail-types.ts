/**
 * The kinds of e-mail the product sends (audit_mails.mailable_type), each with a human label in the
 * console's catalogue (`admin:audit_mails.types.*`, en / bm / cn; a test checks every one). The audit
 * mails screen (ADM-80) filters and shows by these labels, never the raw type.
 */
export const MAIL_TYPES = [
  'VerifyEmail',
  'SetPassword',
  'ResetPasswordLink',
  'ResetPasswordDone',
  'PasswordChanged',
  'account_blocked',
  'account_unblocked',
  'RegistrationAttempt',
  'LoginAttack',
  'two_factor_reset',
  'ContactUs',
  'ContactUsAck',
  'Notice',
  'paylater_placed',
  'paylater_reminder_3',
  'paylater_reminder_6',
  'paylater_expired',
  'order_cancelled',
  'payment_slip_received',
  'payment_success',
  'payment_rejected',
  'application_status_changed',
  'certificate_ready',
  'not_received_reminder_7',
  'not_received_reminder_14',
  'renewal_due_180',
  'renewal_due_90',
  'renewal_due_30',
  'renewal_due_14',
  'job_assigned',
  'job_reassigned_out',
  'delivery_dispatched',
  'delivery_received',
  'preregistration_received',
  'report_received',
  'report_reply',
  'report_solved',
  'settlement_created',
  'proof_reupload_requested',
  'proof_validated',
  'settlement_paid',
  'broadcast',
] as const;
export type MailType = (typeof MAIL_TYPES)[number];

/** The catalogue key of a type's label ('ResetPasswordLink' → 'admin:audit_mails.types.reset_password_link'). */
export const mailTypeLabelKey = (type: string): string => `admin:audit_mails.types.${type.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()}`;
