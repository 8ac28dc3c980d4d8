import { catalogue, LANGUAGES, type Language } from '@iprenew/models';
import { createElement, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageI18n } from '~/lib/i18n/page-i18n';
import { I18nProvider } from '~/lib/i18n/react';
import { describe, expect, it } from 'vitest';
import { PublicShell } from '~/components/PublicShell';
import { CardList, CheckList, ProseColumns } from '~/components/pages/blocks';
import { FaqList } from '~/components/pages/FaqList';
import { ProcessFlow } from '~/components/pages/ProcessFlow';
import { TermsContents } from '~/components/pages/TermsContents';
import { FOOTER_GROUPS, MENU_LINKS, SITE_LINKS } from '~/components/pages/site-links';

/**
 * The informational pages' building blocks rendered in en, bm and cn with the pages' translator (ADR 080):
 * every string resolves (a missing key would show as its dotted path, I18N-4), and the FAQ, the flow
 * and the shell say what the spec asks. The pages themselves are checked in the browser (e2e/pages.spec.ts).
 */
/** The shell reads the root loader's offered languages (I18N-3), so pages render inside a data router. */
function inDataRouter(element: ReactElement, url: string): ReactElement {
  const router = createMemoryRouter([{ id: 'root', path: '*', element }], {
    initialEntries: [url],
    hydrationData: { loaderData: { root: { languages: ['en', 'bm', 'cn'] } } },
  });
  return createElement(RouterProvider, { router });
}

async function render(language: Language, element: ReactElement): Promise<string> {
  const i18n = new PageI18n({ language, resources: { [language]: catalogue[language] as never } });
  const html = renderToStaticMarkup(createElement(I18nProvider, { i18n }, inDataRouter(element, '/faq')));
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const KEY_LEAK =
  /\b(?:shell|meta|cta|trademark|patent|about|flow|faq|tnc|termsOfService|applicationStatusLabel|displayStatus)\.[A-Za-z0-9]+/;

const everything = () =>
  createElement(PublicShell, {
    language: 'en',
    redirectTo: '/faq',
    year: 2026,
    children: [
      createElement(FaqList),
      createElement(ProcessFlow),
      createElement(TermsContents, { idPrefix: 'tnc' }),
      createElement(CardList, {
        prefix: 'trademark.kinds.items',
        keys: ['word', 'logo', 'combined', 'slogan'],
      }),
      createElement(CardList, {
        prefix: 'patent.annuity.points',
        keys: ['yearly', 'grace', 'surcharge', 'lapse'],
      }),
      createElement(CardList, {
        prefix: 'about.work.items',
        keys: ['search', 'filing', 'renewal', 'opposition', 'delivery'],
      }),
      createElement(CheckList, {
        prefix: 'trademark.why.items',
        keys: ['exclusive', 'enforce', 'asset', 'platforms'],
      }),
      createElement(ProseColumns, {
        prefix: 'patent',
        keys: ['protects', 'services'],
      }),
    ].map((element, key) => createElement('div', { key }, element)),
  });

describe('informational page content', () => {
  for (const language of LANGUAGES) {
    it(`renders every string in ${language}`, async () => {
      const text = await render(language, everything());
      expect(text).not.toMatch(KEY_LEAK);
      expect(text.length).toBeGreaterThan(2000);
    });
  }

  it('states the FAQ facts of PUB-9..16 in English', async () => {
    const text = await render('en', createElement(FaqList));
    for (const fact of [
      'Each purchase covers one country', // PUB-9
      'at most 1MB', // PUB-10
      'drafts are kept in the cart', // PUB-11
      'Card payments (credit and debit cards) are accepted', // PUB-12 with ⚑AMB-20: the configured provider (Stripe by default)
      'search report is delivered in 3 to 5 working days', // PUB-13
      'filing report is delivered in 4 working days', // PUB-14
      'must be submitted 14 working days before the expiry date', // PUB-15
      'gazette period is about 2 months', // PUB-16
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('names only the configured card provider in the payment answer (⚑AMB-20)', async () => {
    const stripe = await render('en', createElement(FaqList, { cardProvider: 'Stripe' }));
    expect(stripe).toContain('Card payments (credit and debit cards) are accepted');
    expect(stripe).not.toContain('PayPal');
    const paypal = await render('en', createElement(FaqList, { cardProvider: 'Paypal' }));
    expect(paypal).toContain('PayPal is accepted.');
    expect(paypal).not.toMatch(/Card payments/);
    expect(await render('bm', createElement(FaqList, { cardProvider: 'Paypal' }))).toContain('PayPal diterima.');
    expect(await render('cn', createElement(FaqList, { cardProvider: 'Stripe' }))).toContain('接受银行卡（信用卡和借记卡）付款');
    expect(await render('cn', createElement(FaqList, { cardProvider: 'Stripe' }))).not.toContain('PayPal');
  });

  it('translates the FAQ and the flow (bm and cn differ from en)', async () => {
    const en = await render('en', createElement(FaqList));
    for (const language of ['bm', 'cn'] as const) {
      const other = await render(language, createElement(FaqList));
      expect(other).not.toBe(en);
      expect(other).toContain(language === 'cn' ? '每次购买只涵盖一个国家' : 'Setiap pembelian meliputi satu negara');
    }
    expect(await render('cn', createElement(ProcessFlow))).toContain('公告期约为2个月');
  });

  it('the shell links every public page, and the menu opens without JavaScript (<details>)', async () => {
    const i18n = new PageI18n({ language: 'en', resources: { en: catalogue.en as never } });
    // The shell reads the root loader's offered languages (I18N-3), so it renders inside a data router.
    const shell = createElement(PublicShell, { language: 'en', redirectTo: '/tnc?x=1', year: 2026, children: null });
    const html = renderToStaticMarkup(createElement(I18nProvider, { i18n }, inDataRouter(shell, '/tnc?x=1')));
    const footerLinks = FOOTER_GROUPS.flatMap((group) => group.links);
    for (const key of Object.keys(SITE_LINKS) as (keyof typeof SITE_LINKS)[]) {
      if (key === 'home') continue;
      expect(footerLinks, key).toContain(key);
      expect(html).toContain(`href="${SITE_LINKS[key]}"`);
    }
    expect(MENU_LINKS).toEqual(expect.arrayContaining(Object.keys(SITE_LINKS).filter((k) => k !== 'login' && k !== 'register')));
    expect(html).toMatch(/<details class="site-menu">/);
    expect(html).toContain('<a href="/tnc" aria-current="page">Terms of Service</a>');
  });
});
