import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadImportTemplate } from '~/routes/dashboard+/_customer+/portfolio-import.server';

/** GET /dashboard/ip/import/template?format=xlsx|csv: the portfolio import template in the reader's language (issue 18, ADR 075). */
export const loader = ({ request }: LoaderFunctionArgs) => downloadImportTemplate(request);
