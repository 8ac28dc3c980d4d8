import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listEmailTemplates, renderEmail } from './render';
import { createTranslator, type MessageTrees } from './translate';

/** The broadcast mail (MSG-7, G-03, ADR 062) in en, bm, cn: the staff's (sanitised) HTML as it is, the title escaped. */
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../models/src/i18n/locales');
const read = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as unknown;
const messages = (lang: string): MessageTrees => ({ email: read(lang, 'email'), broadcasts: read(lang, 'broadcasts') });

const data = { name: 'Tan <Ah Kow>', title: 'Office closed & <moved>', message: '<p>We are <strong>closed</strong> on Monday.</p><ul><li>Penang</li></ul>' };

describe('the broadcast e-mail template', () => {
  it('is listed', () => {
    expect(listEmailTemplates()).toContain('broadcast');
  });

  it.each([
    ['en', 'Dear Tan <Ah Kow>,', 'You receive this message as a registered user of IPRenew.'],
    ['bm', 'Kepada Tan <Ah Kow>,', 'Anda menerima mesej ini sebagai pengguna berdaftar IPRenew.'],
    ['cn', '尊敬的 Tan <Ah Kow>：', '您作为 IPRenew 的注册用户收到此邮件。'],
  ])('renders in %s with every key translated', (lang, greeting, footer) => {
    const missing: string[] = [];
    const translate = createTranslator(messages(lang), { onMissing: (key) => missing.push(key) });
    const mail = renderEmail({ template: 'broadcast', language: lang, data, translate });
    expect(missing).toEqual([]);
    expect(mail.subject).toBe('Office closed & <moved>');
    // The message's HTML is kept; the title and the name are escaped.
    expect(mail.html).toContain('<p>We are <strong>closed</strong> on Monday.</p><ul><li>Penang</li></ul>');
    expect(mail.html).toContain('Office closed &amp; &lt;moved&gt;');
    expect(mail.html).toContain('Tan &lt;Ah Kow&gt;');
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain('We are closed on Monday.');
    expect(mail.text).toContain('- Penang');
    expect(mail.text).toContain(footer);
  });

  it('greets generically without a name', () => {
    const mail = renderEmail({ template: 'broadcast', language: 'en', data: { ...data, name: null }, translate: createTranslator(messages('en')) });
    expect(mail.text).not.toContain('Tan');
  });
});
