import { COUNTRY_SORT_FIELDS, listCountries, listStates, setCountriesInService, type CountrySortField } from '@iprenew/models';
import { handleApi, listResponse, readJsonObject } from './protocol.server';
import { parseEditorListParams, savedResponse } from './settings-protocol.server';

/**
 * GET /api/admin/countries?filter={"in_service":true,"q":"…","id":[…]} → [{id, name, iso2, in_service}]
 * for every console picker; POST /api/admin/countries/set-in-service {country: number[]} (CAT-23,
 * super admin); GET /api/admin/states?filter={"country_id":N} → [{id, country_id, name}].
 */
export const listCountriesResource = (request: Request) =>
  handleApi(request, 'countries', 'list', async ({ actor }) => {
    const params = parseEditorListParams<CountrySortField>(new URL(request.url), {
      sortFields: COUNTRY_SORT_FIELDS,
      defaultSort: { field: 'name', order: 'ASC' },
      messageKey: 'settings:retrieve_fail',
    });
    return listResponse('countries', await listCountries({ actor, ...params }));
  });

export const setCountriesInServiceResource = (request: Request) =>
  handleApi(request, 'countries', 'set-in-service', async (context) => {
    const body = await readJsonObject(request, 'settings:update_fail');
    return savedResponse(context, await setCountriesInService({ actor: context.actor, country: body.country }));
  });

export const listStatesResource = (request: Request) =>
  handleApi(request, 'states', 'list', async ({ actor }) => {
    const params = parseEditorListParams<'name'>(new URL(request.url), {
      sortFields: ['name'],
      defaultSort: { field: 'name', order: 'ASC' },
      messageKey: 'settings:retrieve_fail',
    });
    return listResponse('states', await listStates({ actor, filter: params.filter, offset: params.offset, limit: params.limit }));
  });
