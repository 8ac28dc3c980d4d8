import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlToText, listEmailTemplates, renderEmail, renderSnippet } from './render';
import { createTranslator, type MessageTrees } from './translate';

// The real catalogue files (owned by models; read as plain JSON, no import of @iprenew/models).
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../models/src/i18n/locales');
const messages = (lang: string): MessageTrees => ({
  email: JSON.parse(readFileSync(path.join(localesDir, lang, 'email.json'), 'utf8')) as unknown,
});
const translator = (lang: string) => createTranslator(messages(lang), { fallback: messages('en') });

const data = {
  name: 'Tan <b>Ah Kow</b>',
  heading: 'Renewal & filing <update>',
  paragraphs: ['Your renewal for "ACME" <script>alert(1)</script> is filed.', 'Second paragraph.'],
  button: { url: 'https://portal.example/orders/12?a=1&b=2', label: 'View order' },
  appUrl: 'https://portal.example',
};

describe('renderEmail: notice', () => {
  it('is listed', () => {
    expect(listEmailTemplates()).toContain('notice');
  });

  it.each([
    ['en', 'IPRenew notice: Renewal & filing <update>', 'Dear Tan <b>Ah Kow</b>,', 'Best regards,'],
    ['bm', 'Notis IPRenew: Renewal & filing <update>', 'Kepada Tan <b>Ah Kow</b>,', 'Sekian, terima kasih.'],
    ['cn', 'IPRenew 通知：Renewal & filing <update>', '尊敬的 Tan <b>Ah Kow</b>：', '此致敬礼，'],
  ])('renders in %s with the translated subject and escaped user data', (lang, subject, greeting, regards) => {
    const mail = renderEmail({ template: 'notice', language: lang, data, translate: translator(lang) });
    expect(mail.subject).toBe(subject);

    // HTML: user data escaped everywhere, including inside translated strings.
    expect(mail.html).toContain('Renewal &amp; filing &lt;update&gt;</title>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ah Kow</b>');
    expect(mail.html).toContain('Tan &lt;b&gt;Ah Kow&lt;/b&gt;');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Renewal &amp; filing &lt;update&gt;');
    expect(mail.html).toContain('href="https://portal.example/orders/12?a&#x3D;1&amp;b&#x3D;2"');
    expect(mail.html).toContain('#0E4D64');
    expect(mail.html).toContain('#F2A541');
    expect(mail.html).toContain('IPRenew Sdn. Bhd.');
    expect(mail.html).toContain('Penang, Malaysia');
    expect(mail.html).toContain(`lang="${{ en: 'en', bm: 'ms', cn: 'zh-Hans' }[lang]}"`);
    expect(mail.html).toContain(regards);

    // Text: from notice.text.hbs, unescaped, with the link spelled out.
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain('Your renewal for "ACME" <script>alert(1)</script> is filed.');
    expect(mail.text).toContain('View order: https://portal.example/orders/12?a=1&b=2');
    expect(mail.text).toContain('IPRenew Sdn. Bhd., Penang, Malaysia');
    expect(mail.text).not.toContain('&amp;');
  });

  it('uses defaults when optional parts are missing and accepts an explicit subject', () => {
    const mail = renderEmail({
      template: 'notice',
      language: 'bm',
      data: { heading: 'Penyelenggaraan', subject: 'Custom <subject>', paragraphs: ['Sistem akan ditutup.'] },
      translate: translator('bm'),
    });
    expect(mail.subject).toBe('Custom <subject>');
    expect(mail.html).toContain('Tuan/Puan,');
    expect(mail.html).not.toContain('role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"');
    const withDefaultButton = renderEmail({
      template: 'notice',
      language: 'cn',
      data: { heading: 'x', button: { url: 'https://a.example/' } },
      translate: translator('cn'),
    });
    expect(withDefaultButton.html).toContain('>打开 IPRenew</a>');
    expect(withDefaultButton.text).toContain('打开 IPRenew: https://a.example/');
  });

  it('rejects unknown or unsafe template names', () => {
    const translate = translator('en');
    expect(() => renderEmail({ template: 'missing', language: 'en', data: {}, translate })).toThrow(/Unknown e-mail template/);
    expect(() => renderEmail({ template: '../layouts/main', language: 'en', data: {}, translate })).toThrow(/Invalid/);
  });

  it('has every email key in all three languages', () => {
    const keys = (tree: unknown, prefix = ''): string[] =>
      Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
      );
    const en = keys(messages('en').email).sort();
    expect(en.length).toBeGreaterThan(5);
    expect(keys(messages('bm').email).sort()).toEqual(en);
    expect(keys(messages('cn').email).sort()).toEqual(en);
  });
});

describe('helpers', () => {
  it('t interpolates params; date, datetime and money format in KL time and exactly', () => {
    const translate = createTranslator({ email: { hi: 'Hi {{name}}, total {{ total }}' } });
    expect(translate('email.hi', { name: 'Ali', total: 'RM 1.00' })).toBe('Hi Ali, total RM 1.00');
    expect(translate('hi', { name: 'Ali' })).toBe('Hi Ali, total ');
    expect(translate('email:hi', { name: 'B' })).toBe('Hi B, total ');
    expect(translate('email.missing')).toBe('email.missing');

    const out = renderSnippet(
      '{{t "email.hi" name=user.name total=(money amount)}}|{{date at}}|{{datetime at}}|{{money amount symbol="S$"}}|{{#if (eq status 1)}}paid{{else}}unpaid{{/if}}',
      { user: { name: '<Ali>' }, amount: '1234.5', at: new Date('2025-06-30T17:15:00Z'), status: '1' },
      { language: 'en', translate },
    );
    expect(out).toBe('Hi &lt;Ali&gt;, total RM 1,234.50|01-07-2025|01 Jul 2025 01:15 am|S$ 1,234.50|paid');
  });

  it('htmlToText keeps links and paragraphs', () => {
    expect(htmlToText('<p>Hello &amp; welcome</p><p><a href="https://x.example/a">Open</a></p>')).toBe(
      'Hello & welcome\n\nOpen (https://x.example/a)',
    );
  });
});
