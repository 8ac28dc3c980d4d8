import { getConfig } from '../../config/env';

/** A link into the product for an e-mail, absolute from APP_URL (e.g. appLink('/dashboard/delivery')). */
export function appLink(pathAndQuery: string): string {
  return `${getConfig().appUrl}${pathAndQuery}`;
}
