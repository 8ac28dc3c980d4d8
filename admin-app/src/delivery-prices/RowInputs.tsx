import { AutocompleteInput, SelectInput, useGetList, useSimpleFormIteratorItem } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CountryChoice } from '../configuration/useCountryChoices';

/** The row's country; choosing another one clears the row's state (states belong to a country). */
export function RowCountryInput({ countries }: { countries: CountryChoice[] }) {
  const { index } = useSimpleFormIteratorItem();
  const { setValue } = useFormContext();
  return (
    <AutocompleteInput
      source="country_id"
      label="settings:delivery.country"
      choices={countries.map((c) => ({ id: c.id, name: c.name }))}
      onChange={() => setValue(`prices.${index}.state_id`, null, { shouldDirty: true })}
      sx={{ minWidth: { xs: 220, md: 260 } }}
      helperText={false}
    />
  );
}

/** ⚑AMB-23: an optional state of the row's country; empty = the whole country. */
export function RowStateInput() {
  const { index } = useSimpleFormIteratorItem();
  const countryId = useWatch({ name: `prices.${index}.country_id` }) as number | null | undefined;
  const { data, isPending } = useGetList<{ id: number; name: string }>(
    'states',
    { filter: { country_id: countryId }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: typeof countryId === 'number' },
  );
  return (
    <SelectInput
      source="state_id"
      label="settings:delivery.state"
      choices={data ?? []}
      emptyText="settings:delivery.whole_country"
      parse={(value: unknown) => (value === '' || value === undefined ? null : value)}
      format={(value: unknown) => value ?? ''}
      isPending={typeof countryId === 'number' && isPending}
      disabled={typeof countryId !== 'number'}
      sx={{ minWidth: { xs: 200, md: 220 } }}
      helperText={false}
    />
  );
}
