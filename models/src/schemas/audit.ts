/** The staff audit log's row (G-65, ADR 053), shared by the domain and the console (browser-safe). */
/** One row of the staff audit log (G-65): who, as whom, did what, to which record, before and after. */
export interface AuditLogRowJson {
  id: number;
  created_at: string | null;
  action: string;
  /** The catalogue key of the action's human label. */
  action_label_key: string;
  /** null: the system (a job, a webhook). */
  actor: { id: number; name: string; email: string; role_id: number } | null;
  /** Set when the actor was being impersonated by a staff member. */
  impersonator: { id: number; name: string; email: string } | null;
  target_type: string | null;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip_address: string | null;
}

/** An audit mail as the console lists it (ADM-80): status 1 delivered, otherwise failed. */
export interface AuditMailRow {
  id: number;
  reference: string | null;
  user_email: string;
  subject: string | null;
  status: number;
  delivered: boolean;
  mailable_type: string | null;
  /** The type's human label (admin:audit_mails.types.*). */
  type_label_key: string | null;
  language: string;
  error: string | null;
  created_at: string | null;
  sent_at: string | null;
  /** ADM-81, ACL-54: Resend is the super admin's. */
  can_resend: boolean;
}
