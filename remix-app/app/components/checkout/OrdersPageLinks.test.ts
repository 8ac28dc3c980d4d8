import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OrdersPageLinks } from './OrdersPageLinks';

function links(page: number, lastPage: number) {
  const element = createElement(OrdersPageLinks, { page, lastPage, href: (n: number) => `?page=${n}&per_page=5`, label: 'Pages' });
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  const html = renderToString(createElement(RouterProvider, { router }));
  return [...html.matchAll(/<(a|span)[^>]*>([^<]*)<\/\1>/g)].map((m) => (m[1] === 'span' && m[0].includes('aria-current') ? `[${m[2]}]` : m[2]));
}

describe('My Orders’ page links (ORD-51)', () => {
  it('lists every page of a short list', () => {
    expect(links(2, 3)).toEqual(['1', '[2]', '3']);
  });

  it('keep the same size whatever the number of orders: first, last and around the current page (a customer with 1,000 orders at 5 a page)', () => {
    expect(links(1, 200)).toEqual(['[1]', '2', '…', '200']);
    expect(links(57, 200)).toEqual(['1', '…', '56', '[57]', '58', '…', '200']);
    expect(links(200, 200)).toEqual(['1', '…', '199', '[200]']);
  });
});
