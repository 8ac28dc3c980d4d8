import { formatListTime } from '@iprenew/models/browser';
import { useTranslation } from '~/lib/i18n/react';

/** 'DD MMM YYYY hh:mm a' in Kuala Lumpur time with the month in the page's language (I18N-12). */
export function useListTime(): (value: unknown) => string {
  const { i18n } = useTranslation();
  return (value) => formatListTime(value, i18n.language);
}
