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
