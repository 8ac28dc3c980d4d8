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
