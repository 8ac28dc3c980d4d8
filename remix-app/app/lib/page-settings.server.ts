import { readPageSettings, type PageSettings } from '@iprenew/models';
import { oncePerRequest } from './request-memo.server';

/**
 * The page settings (maintenance mode, the offered languages) of an HTTP request, read once in one
 * statement (request-memo.server.ts): by the Express maintenance gate, then by the root loader's
 * languages and the guards of the page's loaders.
 */
export function requestPageSettings(request: Request | string): Promise<PageSettings> {
  return oncePerRequest(request, 'page settings', () => readPageSettings());
}
