import { useTranslation } from '~/lib/i18n/react';

/** 'yyyy-MM' → "March 2026" / "Mac 2026" / "2026年三月" (ip-records:forecast.monthLabel); short: "Mar 26". */
export function useMonthLabels() {
  const { t } = useTranslation('ip-records');
  const long = (month: string) => t('forecast.monthLabel', { month: t(`forecast.monthNames.${Number(month.slice(5))}`), year: month.slice(0, 4) });
  const short = (month: string) => t(`forecast.monthShort.${Number(month.slice(5))}`);
  return { long, short };
}
