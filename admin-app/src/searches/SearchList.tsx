import { CommerceList } from '../payments/CommerceList';
import { ApplicationGrid } from '../applications/ApplicationList';
import { applicationFilters } from '../applications/filters';

/** Search requests — `search`, ADM-39, ACL-26: customers' search requests (service 1). */
export function SearchList() {
  return (
    <CommerceList title="console-applications:console.searches_title" filters={applicationFilters(false)} storeKey="searches.list" failKey="console-applications:list_fail">
      <ApplicationGrid withService={false} />
    </CommerceList>
  );
}
