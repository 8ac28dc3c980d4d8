import { readPageSettings, type PageSettings } from '@iprenew/models';
import { oncePerRequest } from './request-memo.server';

/**
 * The page settings of an HTTP request (maintenance mode, the offered languages, the card option, the
 * support address; ADR 083), read once in one statement (request-memo.server.ts): by the Express
 * maintenance gate, then by the root loader's languages, the guards of the page's loaders and the
 * public pages that name the card option or the support address.
 */
export function requestPageSettings(request: Request | string): Promise<PageSettings> {
  return oncePerRequest(request, 'page settings', () => readPageSettings());
}
