import { RemoteChoiceFilter } from '../common/RemoteChoiceFilter';

/** SET-25 / SET-22: the agent filter — the agents with settlements to pay in that list (GET …/settlements-pending-<scope>/agents). */
export function SettlementAgentFilter({ source, scope }: { source: string; scope: 'pending-settle' | 'pending-paypal'; alwaysOn?: boolean }) {
  return (
    <RemoteChoiceFilter<{ id: number; name: string; email: string }>
      source={source}
      label="settlements:console.agent_filter"
      path={`/settlements-${scope}/agents`}
      emptyKey="settlements:console.all_agents"
      optionText={(a) => `${a.name} (${a.email})`}
    />
  );
}
