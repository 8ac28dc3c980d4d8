import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './dataProvider';

afterEach(() => vi.unstubAllGlobals());

/** The user tables' react-admin params → the ra-data-simple-rest query of the H3 contract. */
describe('dataProvider.getList for the user tables', () => {
  it('sends sort, range and filter as JSON and reads the total from Content-Range', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify([{ id: 3, name: 'Ali' }]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'customers 25-49/123' },
      });
    });
    const result = await createDataProvider().getList('customers', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'ali', status_id: 999, type: 'Company' },
    });
    expect(result.total).toBe(123);
    expect(result.data).toEqual([{ id: 3, name: 'Ali' }]);
    const url = new URL(urls[0]!, 'http://console.test');
    expect(url.pathname).toBe('/api/admin/customers');
    expect(JSON.parse(url.searchParams.get('sort')!)).toEqual(['created_at', 'DESC']);
    expect(JSON.parse(url.searchParams.get('range')!)).toEqual([25, 49]);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ q: 'ali', status_id: 999, type: 'Company' });
  });
});

/** SYS-7: a read the server could not answer says the spec's generic text; the session, maintenance and the server's own 4xx messages pass through. */
describe('dataProvider read failures', () => {
  const answer = (status: number, body: unknown = { message: 'Internal Server Error' }) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  const list = () => createDataProvider().getList('payments', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} });

  it("a list the server fails to read is 'Fail to retrieve list'; a record is 'Fail to retrieve record'", async () => {
    answer(500);
    await expect(list()).rejects.toMatchObject({ message: 'messages:fail_to_retrieve_list', status: 500 });
    await expect(createDataProvider().getManyReference('payments', { target: 'order_id', id: 1, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} })).rejects.toMatchObject({ message: 'messages:fail_to_retrieve_list' });
    await expect(createDataProvider().getOne('payments', { id: 1 })).rejects.toMatchObject({ message: 'messages:fail_to_retrieve_record', status: 500 });
  });

  it('a network failure is the same generic text', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(list()).rejects.toMatchObject({ message: 'messages:fail_to_retrieve_list' });
  });

  it('401, 503 and the server’s own 4xx messages are kept', async () => {
    answer(401, { message: 'Session is expired / Unauthorized' });
    await expect(list()).rejects.toMatchObject({ status: 401 });
    answer(503, { message: 'Maintenance' });
    await expect(list()).rejects.toMatchObject({ status: 503 });
    answer(400, { message: 'The filter is not valid.' });
    await expect(list()).rejects.toMatchObject({ status: 400, message: 'The filter is not valid.' });
  });
});

/** ADM-53: the news form carries its images — multipart, new files under their field, the kept ones' indexes as JSON. */
describe('dataProvider create/update with files', () => {
  it('sends multipart for the news and JSON for the other resources', async () => {
    const sent: { url: string; method?: string; body: unknown; type: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method, body: init.body, type: new Headers(init.headers).get('Content-Type') });
      return new Response(JSON.stringify({ id: 7 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const photo = new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });
    await createDataProvider().update('news', {
      id: 7,
      data: { title: 'Fees', status: 1, images: [{ rawFile: photo, src: 'blob:x' }], keep_images: [0, 2], empty: null },
      previousData: { id: 7 },
    });
    expect(sent[0]!.url).toBe('/api/admin/news/7');
    expect(sent[0]!.method).toBe('PUT');
    const form = sent[0]!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([form.get('title'), form.get('status'), form.get('keep_images'), form.has('empty')]).toEqual(['Fees', '1', '[0,2]', false]);
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual(['photo.png']);
    await createDataProvider().create('vouchers', { data: { code: 'ABCDEFGH' } });
    expect([sent[1]!.method, typeof sent[1]!.body]).toEqual(['POST', 'string']);
  });
});

/** ADM-60 (ADR 062): broadcast e-mails are stored and updated as multipart; other resources stay JSON. */
describe('dataProvider create / update of emails', () => {
  it('sends a FormData body with POST to /emails and PUT to /emails/:id', async () => {
    const calls: { url: string; method?: string; body: unknown; type: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, body: init.body, type: new Headers(init.headers).get('Content-Type') });
      return new Response(JSON.stringify({ id: 7, title: 'Office closed' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const data = { title: 'Office closed', status: 1, publish_date: '2026-12-24T18:30', audience: 'users', receiver: [3], message: '<p>x</p>' };
    expect((await createDataProvider().create('emails', { data })).data).toMatchObject({ id: 7 });
    await createDataProvider().update('emails', { id: 7, data, previousData: { id: 7 } });
    await createDataProvider().create('vouchers', { data: { code: 'ABCDEFGH' } });
    expect(calls.map((c) => [c.url, c.method, c.body instanceof FormData])).toEqual([
      ['/api/admin/emails', 'POST', true],
      ['/api/admin/emails/7', 'PUT', true],
      ['/api/admin/vouchers', 'POST', false],
    ]);
    // The browser sets the multipart boundary itself.
    expect(calls[0]!.type).toBeNull();
    expect((calls[0]!.body as FormData).get('publish_date')).toBe('2026-12-24 18:30');
  });
});
