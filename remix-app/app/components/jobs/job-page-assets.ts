import type { LinksFunction } from '@remix-run/node';
import { applicationFilesLinks } from '~/components/application-files/links';
import deliveriesStyles from '~/components/deliveries/deliveries.css?url';
import jobsStyles from './jobs.css?url';

/** What the three job page routes load (jobs/:type/:id, history/:type/:id, application/:id): namespaces and styles. */
export const JOB_PAGE_HANDLE = { i18n: ['common', 'nav', 'enums', 'applications', 'jobs', 'files', 'deliveries', 'settlements', 'countries'] };
export const jobPageLinks: LinksFunction = () => [{ rel: 'stylesheet', href: jobsStyles }, ...applicationFilesLinks(), { rel: 'stylesheet', href: deliveriesStyles }];
