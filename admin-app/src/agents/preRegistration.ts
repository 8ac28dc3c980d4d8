/** New Agent from a pre-registration (ADM-16, ADM-21). */
export interface PreRegistration {
  id: number;
  name?: string;
  email?: string;
  contact?: string;
}

/** `?preRegisterAgent=<id>` (ADM-16/21): a positive integer id, else null. */
export function preRegisterAgentParam(search: URLSearchParams): number | null {
  const raw = search.get('preRegisterAgent');
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The New Agent form's starting values from a pre-registration (name, e-mail, contact + its id). */
export function agentDefaultsFromPreRegistration(pre: PreRegistration | undefined | null): Record<string, unknown> {
  if (!pre) return {};
  return {
    name: pre.name ?? '',
    email: pre.email ?? '',
    contact: pre.contact ?? '',
    preregister_agent_id: pre.id,
  };
}

