import { useGetList } from 'react-admin';

export interface CountryChoice {
  id: number;
  name: string;
  iso2: string;
  in_service: boolean;
}

/** Every country (GET /api/admin/countries, loaded whole) for the settings pickers. */
export function useCountryChoices(): { countries: CountryChoice[]; isPending: boolean; error: unknown } {
  const { data, isPending, error } = useGetList<CountryChoice>('countries', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  return { countries: data ?? [], isPending, error };
}
