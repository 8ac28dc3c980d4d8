import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Country, createSession, Product, ProductDocument, type ProductJson, ROLE, toProductUpdatePayload, User, USER_STATUS } from '@iprenew/models';
import { sessionCookie } from '~/lib/session.server';
import * as products from '~/routes/api+/admin.products';
import * as productOne from '~/routes/api+/admin.products.$id';
import * as productAction from '~/routes/api+/admin.products.$id.$action';
import * as available from '~/routes/api+/admin.products.available-countries';
import * as documentOne from '~/routes/api+/admin.documents.$id';
import { createTestDatabase, seedReference, type TestDatabase } from '@iprenew/models/testing';

let db: TestDatabase;
let n = 0;
const makeUser = (role: number, extra: Record<string, unknown> = {}) =>
  User.create({ name: `Rest Product ${++n}`, email: `rp${n}.${Math.random().toString(36).slice(2, 7)}@example.com`, role_id: role, status_id: USER_STATUS.ACTIVE, ...extra } as never);

async function cookieFor(userId: number): Promise<string> {
  const { token } = await createSession({ userId, impersonatorId: null });
  return (await sessionCookie().serialize(token)).split(';')[0]!;
}

type Args = { request: Request; params: Record<string, string>; context: { cspNonce: string } };
function call(
  fn: (args: Args) => unknown,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; params?: Record<string, string>; lang?: string } = {},
) {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': options.lang ?? 'en' });
  if (options.cookie) headers.set('Cookie', options.cookie);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const request = new Request(`http://portal.test${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return fn({ request, params: options.params ?? {}, context: { cspNonce: '' } }) as Promise<Response>;
}

let saCookie: string;
let adminCookie: string;
let accountantCookie: string;
let agent: User;
let malaysia: Product;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  saCookie = await cookieFor((await makeUser(ROLE.SUPER_ADMIN)).id);
  adminCookie = await cookieFor((await makeUser(ROLE.ADMIN)).id);
  accountantCookie = await cookieFor((await makeUser(ROLE.ACCOUNTANT)).id);
  agent = await makeUser(ROLE.AGENT, { type: 'Agent' });
  malaysia = (await Product.findOne({ where: { country_id: (await Country.findOne({ where: { iso2: 'MY' } }))!.id } }))!;
}, 120_000);
afterAll(async () => db?.drop());

describe('/api/admin/products', () => {
  it('lists with Content-Range, sorted and searched by country', async () => {
    const qs = `sort=${encodeURIComponent('["country.name","DESC"]')}&range=[0,4]`;
    const response = await call(products.loader as never, 'GET', `/api/admin/products?${qs}`, { cookie: adminCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Range')).toBe('products 0-4/12');
    const rows = (await response.json()) as { country: { name: string } }[];
    expect(rows[0]!.country.name).toBe('Vietnam');
    const found = await call(products.loader as never, 'GET', `/api/admin/products?filter=${encodeURIComponent('{"q":"malay"}')}`, { cookie: adminCookie });
    expect(found.headers.get('Content-Range')).toBe('products 0-0/1');
    const bad = await call(products.loader as never, 'GET', `/api/admin/products?sort=${encodeURIComponent('["password","ASC"]')}`, { cookie: adminCookie });
    expect(bad.status).toBe(400);
  });

  it('answers 401 anonymous and 403 to accountants', async () => {
    expect((await call(products.loader as never, 'GET', '/api/admin/products')).status).toBe(401);
    const denied = await call(productOne.loader as never, 'GET', `/api/admin/products/${malaysia.id}`, { cookie: accountantCookie, params: { id: String(malaysia.id) } });
    expect(denied.status).toBe(403);
  });

  it('reads one product, and answers "Fail to get product" in the reader’s language', async () => {
    const ok = await call(productOne.loader as never, 'GET', `/api/admin/products/${malaysia.id}`, { cookie: adminCookie, params: { id: String(malaysia.id) } });
    expect(((await ok.json()) as ProductJson).country?.iso2).toBe('MY');
    const missing = await call(productOne.loader as never, 'GET', '/api/admin/products/999999', { cookie: adminCookie, params: { id: '999999' } });
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Fail to get product' }]);
    const cn = await call(productOne.loader as never, 'GET', '/api/admin/products/999999', { cookie: adminCookie, params: { id: '999999' }, lang: 'zh-CN' });
    expect(await cn.json()).toEqual({ message: '获取产品失败' });
  });

  it('updates with the spec’s message, and answers 422 {message, errors} on bad input', async () => {
    const current = (await (await call(productOne.loader as never, 'GET', `/api/admin/products/${malaysia.id}`, { cookie: adminCookie, params: { id: String(malaysia.id) } })).json()) as ProductJson;
    const renewal = current.services[2]!.trademark!;
    renewal.processing_costs.per_class = '1234.00';
    const put = (body: unknown) => call(productOne.action as never, 'PUT', `/api/admin/products/${malaysia.id}`, { cookie: adminCookie, params: { id: String(malaysia.id) }, body });
    const ok = await put(toProductUpdatePayload(current));
    expect(ok.status).toBe(200);
    expect(decodeURIComponent(ok.headers.get('X-Message')!)).toBe('product update successful');
    expect(((await ok.json()) as ProductJson).services[2]!.trademark!.processing_costs.per_class).toBe('1234.00');

    renewal.processing_costs.per_class = '';
    const bad = await put(toProductUpdatePayload(current));
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe('Fail to update product');
    expect(Object.values(body.errors)).toContain('Required while the service is on sale');
  });

  it('lets only the super admin add a product for a country without one', async () => {
    const list = await call(available.loader as never, 'GET', '/api/admin/products/available-countries', { cookie: saCookie });
    const countries = (await list.json()) as { id: number; iso2: string }[];
    const india = countries.find((c) => c.iso2 === 'IN')!;
    expect(countries.some((c) => c.iso2 === 'MY')).toBe(false);
    expect((await call(available.loader as never, 'GET', '/api/admin/products/available-countries', { cookie: adminCookie })).status).toBe(403);

    const refused = await call(products.action as never, 'POST', '/api/admin/products', { cookie: adminCookie, body: { country_id: india.id } });
    expect(refused.status).toBe(403);
    expect(await Product.count({ where: { country_id: india.id } })).toBe(0);

    const created = await call(products.action as never, 'POST', '/api/admin/products', { cookie: saCookie, body: { country_id: india.id } });
    expect(created.status).toBe(201);
    expect(decodeURIComponent(created.headers.get('X-Message')!)).toBe('New Product Successful Added.');
    expect(((await created.json()) as ProductJson).country).toMatchObject({ iso2: 'IN', in_service: true });
    const again = await call(products.action as never, 'POST', '/api/admin/products', { cookie: saCookie, body: { country_id: india.id } });
    expect([again.status, await again.json()]).toEqual([422, { message: 'Fail to add new product', errors: { country_id: 'This country already has a product' } }]);
  });
});

describe('/api/admin/products/:id/<action>', () => {
  const post = (id: number, action: string, body?: unknown, cookie = adminCookie) =>
    call(productAction.action as never, 'POST', `/api/admin/products/${id}/${action}`, { cookie, params: { id: String(id), action }, body });

  it('deactivates and activates, answering the reloaded product', async () => {
    const off = await post(malaysia.id, 'deactivate');
    const offBody = (await off.json()) as { message: string; data: ProductJson };
    expect([off.status, offBody.data.is_active]).toEqual([200, false]);
    const on = (await (await post(malaysia.id, 'activate')).json()) as { data: ProductJson };
    expect(on.data.is_active).toBe(true);
    expect((await post(malaysia.id, 'activate', undefined, accountantCookie)).status).toBe(403);
    expect((await post(malaysia.id, 'explode')).status).toBe(404);
  });

  it('sets the default agent with the spec’s messages', async () => {
    const ok = await post(malaysia.id, 'set-default-agent', { user_id: agent.id });
    expect(await ok.json()).toMatchObject({ message: 'Successful set default agent', data: { default_agent_id: agent.id } });
    const customer = await makeUser(ROLE.MEMBER, { type: 'Personal' });
    const bad = await post(malaysia.id, 'set-default-agent', { user_id: customer.id });
    expect([bad.status, ((await bad.json()) as { message: string }).message]).toEqual([422, 'Fail to set default agent']);
  });
});

describe('/api/admin/documents/:id', () => {
  it('updates a document, or answers the spec’s messages', async () => {
    const doc = (await ProductDocument.findOne({ order: [['id', 'ASC']] }))!;
    const put = (id: number, body: unknown, cookie = adminCookie) =>
      call(documentOne.action as never, 'PUT', `/api/admin/documents/${id}`, { cookie, params: { id: String(id) }, body });
    const ok = await put(doc.id, { title: 'Renewal papers', body: 'The certificate, please.' });
    expect(decodeURIComponent(ok.headers.get('X-Message')!)).toBe('Document has been updated');
    expect(await ok.json()).toEqual({ id: doc.id, title: 'Renewal papers', body: 'The certificate, please.' });
    const invalid = await put(doc.id, { title: '', body: 'x' });
    expect([invalid.status, await invalid.json()]).toEqual([422, { message: 'Failed to update document', errors: { title: 'Title is required' } }]);
    const missing = await put(999_999, { title: 'A', body: 'B' });
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'An error has occurred! Try again later.' }]);
    expect((await put(doc.id, { title: 'A', body: 'B' }, accountantCookie)).status).toBe(403);
  });
});

describe('ACL-3: user id 1 counts as a Super Admin on the product list', () => {
  it('opens the add-new countries to user 1 as an admin (requireApi), not to another admin', async () => {
    const first = (await User.findByPk(1)) ?? (await makeUser(ROLE.ADMIN, { id: 1 }));
    const role = first.role_id;
    await first.update({ role_id: ROLE.ADMIN });
    try {
      const list = (cookie: string) => call(available.loader as never, 'GET', '/api/admin/products/available-countries', { cookie });
      expect((await list(await cookieFor(1))).status).toBe(200);
      expect((await list(adminCookie)).status).toBe(403);
    } finally {
      await first.update({ role_id: role });
    }
  });
});
