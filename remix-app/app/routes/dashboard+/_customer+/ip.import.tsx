import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { PortfolioImportPage } from '~/components/portfolio-import/PortfolioImportPage';
import importStyles from '~/components/portfolio-import/portfolio-import.css?url';
import { privatePageTitle } from '~/lib/root-data';
import { importAction, loadImportPage } from '~/routes/dashboard+/_customer+/portfolio-import.server';

/**
 * The portfolio import (issue 18, ADR 075): download the template, upload a spreadsheet (with upload
 * progress), see the preview — counts, every row with its per-cell errors translated, duplicates of
 * the customer's own records marked — and confirm, which creates the records in one transaction.
 * The rules live in models (domain/portfolio-import).
 */
export const handle = { i18n: ['common', 'nav', 'ip-records', 'orders', 'pricing', 'enums', 'site', 'countries'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: importStyles }];
export const meta: MetaFunction = ({ matches }) => privatePageTitle(matches, 'ip-records', 'import.page.title');

export const loader = ({ request }: LoaderFunctionArgs) => loadImportPage(request);
export const action = ({ request }: ActionFunctionArgs) => importAction(request);

export default function PortfolioImport() {
  return <PortfolioImportPage />;
}
