import { useTranslation } from '~/lib/i18n/react';

/** DLV-2: a delivery's state as a badge. */
export function DeliveryStateBadge({ state }: { state: string }) {
  const { t } = useTranslation('deliveries');
  return <span className={`dlv-badge dlv-badge--${state}`}>{t(`state.${state}`)}</span>;
}

/** DLV-3: the address on one or two lines. */
export function addressLines(address: Record<string, unknown> | null): string[] {
  if (!address) return [];
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string).trim() : '');
  return [
    [text('address_1'), text('address_2')].filter(Boolean).join(', '),
    [text('poscode'), text('city'), text('state'), text('country')].filter(Boolean).join(', '),
  ].filter(Boolean);
}
