import { describe, expect, it } from 'vitest';
import { requestCurrency } from '~/lib/currency.server';
import { action } from './currency';

function post(fields: Record<string, string>) {
  const request = new Request('http://127.0.0.1/resources/currency', { method: 'POST', body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: { cspNonce: '' } }) as Promise<Response>;
}

describe('POST /resources/currency', () => {
  it('sets the currency cookie for a year and redirects back; requestCurrency reads it', async () => {
    const response = await post({ currency: 'SGD', redirectTo: '/price-checker?country=SG' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/price-checker?country=SG');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^currency=/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    const next = new Request('http://127.0.0.1/news', { headers: { Cookie: cookie.split(';')[0]! } });
    expect(await requestCurrency(next)).toBe('SGD');
  });

  it('defaults to MYR without a cookie or with a tampered one', async () => {
    expect(await requestCurrency(new Request('http://127.0.0.1/'))).toBe('MYR');
    expect(await requestCurrency(new Request('http://127.0.0.1/', { headers: { Cookie: 'currency=IkpQWSI%3D' } }))).toBe('MYR');
    expect(await requestCurrency(new Request('http://127.0.0.1/', { headers: { Cookie: 'currency=%%%' } }))).toBe('MYR');
  });

  it('refuses an unknown currency with 400 and sets no cookie', async () => {
    for (const currency of ['JPY', '', 'myr', 'RM']) {
      const response = await post({ currency, redirectTo: '/' });
      expect(response.status).toBe(400);
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('never redirects to another site', async () => {
    for (const redirectTo of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\tevil']) {
      const response = await post({ currency: 'EUR', redirectTo });
      expect(response.headers.get('Location')).toBe('/');
    }
  });
});
