/**
 * Matrix calls of the settings resources (issue 4: configuration, payment configuration, countries,
 * states, whitelist, delivery prices). They have no record ids: one document (GET/PUT) or one whole
 * list (GET, POST stores it). Each allowed call gets a valid payload so it succeeds; each denied call
 * is checked to have changed nothing.
 */
interface Call {
  method: string;
  path: string;
  json?: unknown;
}

export const SETTINGS_CALLS: Readonly<Record<string, Readonly<Record<string, Call>>>> = {
  configuration: { read: { method: 'GET', path: '/api/admin/configuration' }, update: { method: 'PUT', path: '/api/admin/configuration' } },
  'payment-configuration': {
    read: { method: 'GET', path: '/api/admin/payment-configuration' },
    update: { method: 'PUT', path: '/api/admin/payment-configuration' },
  },
  countries: {
    list: { method: 'GET', path: `/api/admin/countries?range=${encodeURIComponent('[0,999]')}` },
    'set-in-service': { method: 'POST', path: '/api/admin/countries/set-in-service' },
  },
  states: { list: { method: 'GET', path: `/api/admin/states?range=${encodeURIComponent('[0,9]')}` } },
  whitelists: { list: { method: 'GET', path: '/api/admin/whitelists' }, update: { method: 'POST', path: '/api/admin/whitelists' } },
  'delivery-prices': { list: { method: 'GET', path: '/api/admin/delivery-prices' }, update: { method: 'POST', path: '/api/admin/delivery-prices' } },
};

export function settingsCall(resource: string, action: string, json?: unknown): Call | undefined {
  const call = SETTINGS_CALLS[resource]?.[action];
  return call ? { ...call, ...(json === undefined ? {} : { json }) } : undefined;
}

/** A valid payload for a settings save, unique to this call, and the check that a denied one left no trace. */
export async function settingsTarget(
  resource: string,
  action: string,
  models: Record<string, any>,
  n: number,
): Promise<{ call: Call; check?: () => Promise<string | null> }> {
  const read = (key: string) => models.Configuration.readValue(key, null);
  const my = await models.Country.findOne({ where: { iso2: 'MY' } });
  switch (`${resource}:${action}`) {
    case 'configuration:update': {
      const note = `Matrix transfer note ${n}`;
      const bank = { ...((await read('bank_transfer')) ?? {}), note };
      return {
        call: settingsCall(resource, action, { bank_transfer: bank })!,
        check: async () => ((await read('bank_transfer'))?.note === note ? 'the bank note changed' : null),
      };
    }
    case 'payment-configuration:update': {
      const key = `pk_test_matrix_${n}_abcdef`;
      const input = { publishable_key: key, secret_key: `sk_test_matrix_${n}_abcdef`, webhook_secret: `whsec_matrix_${n}_abcdef` };
      return {
        call: settingsCall(resource, action, { payment_type: 'Stripe', input })!,
        check: async () => ((await read('payment_inputs'))?.Stripe?.publishable_key === key ? 'the payment keys changed' : null),
      };
    }
    case 'countries:set-in-service': {
      const ids = (await models.Country.findAll({ where: { in_service: true }, attributes: ['id'] })).map((c: { id: number }) => c.id);
      return { call: settingsCall(resource, action, { country: ids })! };
    }
    case 'whitelists:update': {
      const email = `matrix.whitelist.${n}@example.test`;
      return {
        call: settingsCall(resource, action, { email: [email] })!,
        check: async () => ((await models.Whitelist.count({ where: { email } })) > 0 ? 'the whitelist changed' : null),
      };
    }
    case 'delivery-prices:update': {
      const fee = `${n}.25`;
      return {
        call: settingsCall(resource, action, { prices: [{ country_id: my.id, state_id: null, fee }] })!,
        check: async () => ((await models.DeliveryPrice.count({ where: { fee } })) > 0 ? 'the delivery prices changed' : null),
      };
    }
    case 'states:list':
      return { call: { method: 'GET', path: `/api/admin/states?filter=${encodeURIComponent(JSON.stringify({ country_id: my.id }))}` } };
    default:
      return { call: settingsCall(resource, action)! };
  }
}
