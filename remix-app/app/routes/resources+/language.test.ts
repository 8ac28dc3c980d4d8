import { describe, expect, it } from 'vitest';
import { action } from './language';

function post(fields: Record<string, string>) {
  const request = new Request('http://127.0.0.1/resources/language', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return action({ request, params: {}, context: { cspNonce: '' } }) as Promise<Response>;
}

describe('POST /resources/language', () => {
  it('sets the lng cookie for a year and redirects back', async () => {
    const response = await post({ lng: 'cn', redirectTo: '/some/page?x=1' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/some/page?x=1');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^lng=/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).not.toContain('HttpOnly'); // the console shares it
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });

  it.each(['bm', 'en'])('accepts %s', async (lng) => {
    const response = await post({ lng, redirectTo: '/' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Set-Cookie')).toMatch(/^lng=/);
  });

  it('refuses an unknown language with 400 and sets no cookie', async () => {
    for (const lng of ['fr', '', 'EN', 'zh']) {
      const response = await post({ lng, redirectTo: '/' });
      expect(response.status).toBe(400);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(response.headers.get('Location')).toBeNull();
    }
  });

  it('refuses a missing language', async () => {
    const response = await post({ redirectTo: '/' });
    expect(response.status).toBe(400);
  });

  it('never redirects to another site', async () => {
    for (const redirectTo of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'evil.example',
    ]) {
      const response = await post({ lng: 'bm', redirectTo });
      expect(response.status, redirectTo).toBe(302);
      expect(response.headers.get('Location'), redirectTo).toBe('/');
    }
  });

  it('goes home when redirectTo is missing', async () => {
    const response = await post({ lng: 'en' });
    expect(response.headers.get('Location')).toBe('/');
  });
});
