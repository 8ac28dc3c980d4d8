import { AutocompleteInput, DateInput, ReferenceInput, useTranslate } from 'react-admin';
import { APPLICATION_STATUS, USER_STATUS } from '@iprenew/models/browser';
import { ChoiceFilter, SearchFilter } from '../payments/filters';

function AgentFilter(_props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <ReferenceInput source="agent_id" reference="agents" filter={{ status_id: USER_STATUS.ACTIVE }} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput label={translate('console-applications:console.agent')} optionText="name" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
}

/** ADM-31..33, ⚑AMB-10: search, service (ADM-32), agent, date range, outcome (ADM-33). `withService` false on the search requests. */
export function applicationFilters(withService: boolean) {
  return [
    <SearchFilter key="q" source="q" placeholderKey="console-applications:console.search" minWidth={240} alwaysOn />,
    ...(withService
      ? [
          <ChoiceFilter
            key="service"
            source="service_id"
            labelKey="console-applications:console.service"
            choices={[1, 2, 3].map((id) => [id, `enums:service.${id}`] as const)}
            emptyKey="enums:service.0"
            alwaysOn
          />,
        ]
      : []),
    ...(withService
      ? [
          // G-47: the overview's application cards open this list on one status.
          <ChoiceFilter
            key="status"
            source="status_id"
            labelKey="console-applications:console.status"
            choices={Object.values(APPLICATION_STATUS).map((id) => [id, `enums:applicationStatusLabel.${id}`] as const)}
            emptyKey="console-applications:console.all_statuses"
            minWidth={200}
          />,
        ]
      : []),
    <ChoiceFilter
      key="outcome"
      source="outcome"
      labelKey="console-applications:console.outcome"
      choices={[1, 2, 3].map((id) => [id, `enums:applicationOutcome.${id}`] as const)}
      emptyKey="enums:applicationOutcome.0"
      alwaysOn
    />,
    <AgentFilter key="agent" source="agent_id" alwaysOn />,
    <DateInput key="from" source="date_from" label="console-applications:console.date_from" alwaysOn />,
    <DateInput key="to" source="date_to" label="console-applications:console.date_to" alwaysOn />,
  ];
}
