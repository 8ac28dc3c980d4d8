import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageI18n } from '~/lib/i18n/page-i18n';
import { I18nProvider } from '~/lib/i18n/react';
import { catalogue } from '@iprenew/models';
import { describe, expect, it } from 'vitest';
import { CurrencyDisclaimer } from '~/components/CurrencyDisclaimer';
import { CurrencySwitch } from '~/components/CurrencySwitch';
import { Money } from '~/components/Money';
import { pageItems } from './Pagination';

const RATES = { USD: '1', MYR: '4.47', SGD: '1.3456', EUR: '0.9', CNY: '7.25' } as const;

async function render(language: 'en' | 'bm' | 'cn', element: ReturnType<typeof createElement>): Promise<string> {
  const i18n = new PageI18n({ language, resources: catalogue as never });
  return renderToStaticMarkup(createElement(I18nProvider, { i18n }, element));
}

describe('<Money>', () => {
  it('shows RM only for MYR, and without rates (G-28 stale)', async () => {
    expect(await render('en', createElement(Money, { myr: '1234.5', currency: 'MYR', rates: RATES }))).toBe('<span class="money" data-currency="MYR">RM 1,234.50</span>');
    expect(await render('en', createElement(Money, { myr: '9.90', currency: 'SGD', rates: null }))).toContain('>RM 9.90<');
  });
  it('shows ≈ and the converted amount beside the RM amount charged', async () => {
    const html = await render('bm', createElement(Money, { myr: '9.90', currency: 'SGD', rates: RATES }));
    expect(html).toContain('data-currency="SGD"');
    expect(html).toContain('title="Jumlah anggaran"');
    expect(html).toMatch(/≈<\/abbr> S\$ 2\.98<\/span><span class="money__base"> \(RM 9\.90\)/);
    expect(await render('en', createElement(Money, { myr: '9.90', currency: 'CNY', rates: RATES, showBase: false }))).not.toContain('RM');
  });
});

describe('<CurrencySwitch> and <CurrencyDisclaimer>', () => {
  it('posts one button per currency to /resources/currency, the current one pressed', async () => {
    const html = await render('cn', createElement(CurrencySwitch, { current: 'EUR', redirectTo: '/price-checker?x=1' }));
    expect(html).toContain('action="/resources/currency"');
    expect(html).toContain('name="redirectTo" value="/price-checker?x=1"');
    expect(html.match(/name="currency"/g)).toHaveLength(5);
    expect(html).toMatch(/aria-pressed="true"[^>]*>€/);
    expect(html).toContain('欧元');
  });
  it('says payment is made in RM, with the rates’ time or the stale note', async () => {
    const fresh = await render('en', createElement(CurrencyDisclaimer, { fetchedAt: '2026-03-05T06:07:00Z' }));
    expect(fresh).toContain('payment is made in RM.');
    expect(fresh).toContain('Exchange rates as of 05 Mar 2026 02:07 pm.');
    expect(await render('bm', createElement(CurrencyDisclaimer, { stale: true }))).toContain('Penukaran disembunyikan');
  });
});

describe('pageItems', () => {
  it('shows the first, last, current and its neighbours with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});
