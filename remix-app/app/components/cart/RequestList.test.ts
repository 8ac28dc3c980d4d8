import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PageI18n } from '~/lib/i18n/page-i18n';
import { I18nProvider } from '~/lib/i18n/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS, SERVICE } from '@iprenew/models/browser';
import { RequestList } from './RequestList';

// Keys only, whatever other test files of the worker set up: a label renders as its key (without its namespace).
const keysOnly = new PageI18n({ language: 'en', missingKey: (key) => key });

function html(element: ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return renderToString(createElement(I18nProvider, { i18n: keysOnly }, createElement(RouterProvider, { router })));
}

const row = (status_id: number | null) => ({ id: 5, reference: 'R-1', type_id: 1, created_at: null, status_id, classifications: [{ term: '9', goods: 'Software' }] });

describe('RequestList (POR-38)', () => {
  it('names a row’s status from the catalogue by its id, the way every other list does (the row carries no label)', () => {
    const page = html(createElement(RequestList, { entries: [row(APPLICATION_STATUS.CERTIFICATE_READY)], serviceId: SERVICE.APPLICATION, base: '/dashboard/apply', emptyKey: 'x' }));
    expect(page).toContain(`>applicationStatusLabel.${APPLICATION_STATUS.CERTIFICATE_READY}<`);
  });

  it('reads a search whose report is ready as “Report Ready”, as the customer’s other lists do (applicationStatusLabelKey)', () => {
    const page = html(createElement(RequestList, { entries: [row(APPLICATION_STATUS.CERTIFICATE_READY), row(null)], serviceId: SERVICE.SEARCH, base: '/dashboard/search', emptyKey: 'x' }));
    expect(page).toContain('>displayStatus.reportReady<');
    expect(page).not.toContain('applicationStatusLabel');
    expect(page).toContain('—');
  });
});
