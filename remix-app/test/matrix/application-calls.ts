/**
 * Matrix calls of the console's applications and search requests (issue 13, ADM-31..39, G-17, G-49).
 * Each allowed call gets a fresh target so it succeeds on its own (an application waiting for an
 * agent to assign, one with an agent to reassign, cancel or edit, a stored file to download, a search
 * request to read); each denied
 * call is checked to have changed nothing. `models` is the harness's copy.
 */
interface Call {
  method: string;
  path: string;
  json?: unknown;
  secret?: string;
}

export const APPLICATION_RESOURCES: readonly string[] = ['applications', 'searches'];

const unique = () => Math.random().toString(36).slice(2, 10);

async function person(models: Record<string, any>, role: 3 | 4): Promise<any> {
  return models.User.create({ name: role === 3 ? 'Matrix Agent' : 'Matrix Owner', email: `matrix-${role}-${unique()}@example.test`, role_id: role, status_id: 1 });
}

/** An application of a fresh customer in `status` (PENDING_ASSIGN 8, IN_PROGRESS 5), of `service`, with `agent` or none. */
async function application(models: Record<string, any>, options: { service: number; status: number; agentId: number | null }): Promise<any> {
  const owner = await person(models, 4);
  const malaysia = await models.Country.findOne({ where: { iso2: 'MY' } });
  const ip = await models.IpRecord.create({ user_id: owner.id, type_id: 1, country_id: malaysia.id, model_type: options.service === 1 ? 'search' : 'ip', application_name: 'Matrix Mark' });
  return models.Application.create({
    reference: `MX${unique().toUpperCase()}-1`,
    application_date: '2026-01-05',
    service_id: options.service,
    type_id: 1,
    status_id: options.status,
    user_id: owner.id,
    agent_id: options.agentId,
    ip_id: ip.id,
    model_type: options.service === 1 ? 'search' : 'ip',
  });
}

export async function applicationTarget(resource: string, action: string, models: Record<string, any>): Promise<{ call: Call; check?: () => Promise<string | null> }> {
  const base = `/api/admin/${resource}`;
  if (action === 'list') return { call: { method: 'GET', path: `${base}?range=${encodeURIComponent('[0,9]')}` } };
  if (resource === 'searches') {
    const search = await application(models, { service: 1, status: 8, agentId: null });
    return { call: { method: 'GET', path: `${base}/${search.id}`, secret: search.reference } };
  }
  const agent = await person(models, 3);
  if (action === 'read') {
    const app = await application(models, { service: 3, status: 5, agentId: agent.id });
    return { call: { method: 'GET', path: `${base}/${app.id}`, secret: app.reference } };
  }
  if (action === 'update') {
    // G-18: an open application's details; a denied call leaves the date as it was.
    const app = await application(models, { service: 3, status: 5, agentId: agent.id });
    const json = { application_date: '2026-02-14', filing_no: `MXF-${unique()}`, application_no: null, grant_no: null };
    const unchanged = async () => ((await models.Application.findByPk(app.id)).application_date === app.application_date ? null : 'the application changed');
    return { call: { method: 'PUT', path: `${base}/${app.id}`, json, secret: app.reference }, check: unchanged };
  }
  if (action === 'file') {
    // G-45: a stored file of an application (its bytes are the secret a denied answer must not hold).
    const app = await application(models, { service: 3, status: 5, agentId: agent.id });
    const secret = `%PDF-1.4 matrix ${unique()}`;
    const key = `applications/${app.id}/matrix-${unique()}.pdf`;
    await models.getStorage().putFile(key, Buffer.from(secret));
    const file = await models.ApplicationFile.create({ application_id: app.id, filename: 'matrix.pdf', path: key, mime: 'application/pdf', size: secret.length, status_id: 1 });
    return { call: { method: 'GET', path: `${base}/${app.id}/files/${file.id}`, secret } };
  }
  const waiting = action === 'assign';
  const app = await application(models, { service: 3, status: waiting ? 8 : 5, agentId: waiting ? null : agent.id });
  const json = action === 'cancel' ? { reason: 'Matrix: duplicate order' } : { user_id: waiting ? agent.id : (await person(models, 3)).id };
  const unchanged = async () => {
    const now = await models.Application.findByPk(app.id);
    return now.status_id === app.status_id && now.agent_id === app.agent_id ? null : 'the application changed';
  };
  return { call: { method: 'POST', path: `${base}/${app.id}/${action}`, json }, check: unchanged };
}
