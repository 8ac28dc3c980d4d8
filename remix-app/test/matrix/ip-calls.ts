/**
 * Matrix calls of the console's IP records and exports (issue 13, ADM.d, G-10). Each allowed call gets
 * a fresh target so it succeeds on its own (an active record to edit, hide, transfer; a hidden one to
 * restore; a completed one to label); each denied call is checked to have changed nothing.
 * `models` is the harness's copy.
 */
interface Call {
  method: string;
  path: string;
  json?: unknown;
  secret?: string;
}

export const IP_RESOURCES: readonly string[] = ['ip-records', 'exports'];

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

async function customer(models: Record<string, any>) {
  return models.User.create({ name: 'Matrix IP Owner', email: `${unique('matrix-ip')}@example.test`, role_id: 4, status_id: 1 });
}

export async function ipTarget(
  resource: string,
  action: string,
  models: Record<string, any>,
  callFor: (resource: string, action: string, id: number | null, json?: unknown) => Call,
): Promise<{ call: Call; check?: () => Promise<string | null> }> {
  if (action === 'list') return { call: callFor(resource, action, null) };
  if (resource === 'exports') {
    if (action === 'create') return { call: callFor(resource, action, null, { type: 'trademarks', filter: { q: 'matrix' } }) };
    const file = await models.ExportFile.create({ filename: `${unique('trademarks')}.xlsx`, type: 'trademarks', status: 'processing', params: { filter: {} } });
    return { call: callFor(resource, action, file.id) };
  }
  const owner = await customer(models);
  const country = await models.Country.findOne({ where: { iso2: 'MY' } });
  const name = unique('Matrix Mark');
  const ip = await models.IpRecord.create({ user_id: owner.id, type_id: 1, country_id: country.id, filing_no: unique('TM'), application_name: name, status: action === 'restore' ? 0 : 1 });
  if (action === 'renewal-notification') {
    await models.Application.create({ reference: unique('MTX').toUpperCase().slice(0, 30), application_date: '2026-01-05', service_id: 3, type_id: 1, status_id: 7, user_id: owner.id, ip_id: ip.id });
  }
  const json = action === 'update' ? { application_name: 'Matrix Renamed Mark' } : action === 'transfer' ? { user_id: (await customer(models)).id } : undefined;
  const before = JSON.stringify(await snapshot(models, ip.id));
  return {
    call: { ...callFor(resource, action, ip.id, json), secret: name },
    check: async () => (JSON.stringify(await snapshot(models, ip.id)) === before ? null : 'the IP record changed'),
  };
}

async function snapshot(models: Record<string, any>, id: number) {
  const row = await models.IpRecord.findByPk(id);
  return [row.user_id, row.status, row.application_name, row.renewal_notification_at];
}
