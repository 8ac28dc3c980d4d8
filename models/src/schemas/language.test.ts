import { describe, expect, it } from 'vitest';
import { languageSwitchSchema } from './language';

describe('languageSwitchSchema', () => {
  it('accepts the three languages and a relative path', () => {
    expect(languageSwitchSchema.parse({ lng: 'cn', redirectTo: '/news?page=2' })).toEqual({ lng: 'cn', redirectTo: '/news?page=2' });
  });

  it('refuses other languages', () => {
    expect(languageSwitchSchema.safeParse({ lng: 'fr', redirectTo: '/' }).success).toBe(false);
  });

  it('never redirects off the site', () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/\t/evil.example', '/\n/evil.example', '/ /x']) {
      expect(languageSwitchSchema.parse({ lng: 'en', redirectTo: target }).redirectTo).toBe('/');
    }
  });
});
