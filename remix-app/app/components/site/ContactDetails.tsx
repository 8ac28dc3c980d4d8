import { useTranslation } from '~/lib/i18n/react';
import { OfficeMap } from './OfficeMap';

export interface ContactAddressView {
  name: string;
  lines: string[];
  latitude: number;
  longitude: number;
}

/** PUB-22: the street address in Penang, the contact e-mail and the map with the office marker. */
export function ContactDetails({ address, email }: { address: ContactAddressView; email: string }) {
  const { t } = useTranslation('site');
  return (
    <aside className="contact-details" aria-labelledby="contact-office-title">
      <h2 id="contact-office-title" className="contact-details__title">
        {t('contact.officeHeading')}
      </h2>
      <address className="contact-details__address">
        {address.name ? <strong>{address.name}</strong> : null}
        {address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {email ? (
          <span className="contact-details__email">
            {t('contact.emailUs')}: <a href={`mailto:${email}`}>{email}</a>
          </span>
        ) : null}
      </address>
      <OfficeMap latitude={address.latitude} longitude={address.longitude} label={t('contact.mapLabel')} />
    </aside>
  );
}
