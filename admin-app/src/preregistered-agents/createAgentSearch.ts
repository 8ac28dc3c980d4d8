/** agents/create?preRegisterAgent=<id> (ADM-16, ADM-21). */
export function createAgentSearch(id: string | number): string {
  return `?${new URLSearchParams({ preRegisterAgent: String(id) }).toString()}`;
}
