import { describe, expect, it } from 'vitest';
import {
  languageFromCookieHeader,
  languageFromNavigator,
  parseLanguageCookieValue,
  resolveInitialLanguage,
  serializeLanguageCookie,
} from './language';

describe('the shared lng cookie', () => {
  it('reads a plain code, a quoted code and the Remix createCookie encoding', () => {
    expect(parseLanguageCookieValue('cn')).toBe('cn');
    expect(parseLanguageCookieValue('%22bm%22')).toBe('bm');
    expect(parseLanguageCookieValue(btoa(JSON.stringify('cn')))).toBe('cn');
    expect(parseLanguageCookieValue(encodeURIComponent(btoa(JSON.stringify('bm'))))).toBe('bm');
    expect(parseLanguageCookieValue('fr')).toBeNull();
    expect(parseLanguageCookieValue('%E0%A4%A')).toBeNull();
  });

  it('finds lng among other cookies', () => {
    expect(languageFromCookieHeader('a=1; lng=bm; b=2')).toBe('bm');
    expect(languageFromCookieHeader('xlng=cn; session=abc')).toBeNull();
    expect(languageFromCookieHeader('')).toBeNull();
  });

  it('writes what it reads back, path /, SameSite=Lax', () => {
    const cookie = serializeLanguageCookie('cn');
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect(serializeLanguageCookie('cn', true)).toMatch(/; Secure$/);
    expect(languageFromCookieHeader(cookie.split(';')[0])).toBe('cn');
  });
});

describe('the initial language', () => {
  it('prefers the cookie, then localStorage, then the browser, then English', () => {
    expect(resolveInitialLanguage({ cookie: 'lng=cn', stored: 'bm', navigatorLanguages: ['en'] })).toBe('cn');
    expect(resolveInitialLanguage({ cookie: 'lng=xx', stored: 'bm', navigatorLanguages: ['zh-CN'] })).toBe('bm');
    expect(resolveInitialLanguage({ cookie: null, stored: 'klingon', navigatorLanguages: ['ms-MY'] })).toBe('bm');
    expect(resolveInitialLanguage({ navigatorLanguages: ['fr-FR', 'zh-TW'] })).toBe('cn');
    expect(resolveInitialLanguage({})).toBe('en');
    expect(languageFromNavigator(undefined)).toBeNull();
  });
});
