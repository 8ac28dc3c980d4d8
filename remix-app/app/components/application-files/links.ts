import type { LinksFunction } from '@remix-run/node';
import filesStyles from './files.css?url';

/** The cards' stylesheet: add to the page's `links` (`links = () => [...applicationFilesLinks()]`). */
export const applicationFilesLinks: LinksFunction = () => [{ rel: 'stylesheet', href: filesStyles }];
