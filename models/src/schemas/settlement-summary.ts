/** The agent settlement summary and its chart (SET-32, ADR 050), shared by the domain and the console (browser-safe). */
/** SET-32: one agent's paid settlements in the range, summed. */
export interface AgentSettlementSummaryJson {
  id: number;
  agent_id: number;
  agent_name: string | null;
  agent_email: string | null;
  count: number;
  processing_fee: string;
  service_fee: string;
  total: string;
  paypal_cost: string;
  net_total: string;
}

/** What was paid in one Kuala Lumpur month to one agent (the summary's chart). */
export interface PaidByMonthJson {
  month: string;
  agent_id: number;
  agent_name: string | null;
  net_total: string;
}
