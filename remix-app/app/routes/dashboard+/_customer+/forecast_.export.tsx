import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadForecast } from '~/routes/dashboard+/_customer+/forecast.server';

/** GET /dashboard/forecast/export?months=12|24: the member's renewal-cost forecast as xlsx (issue 18, ADR 074). */
export const loader = ({ request }: LoaderFunctionArgs) => downloadForecast(request);
