import { useTranslation } from '~/lib/i18n/react';

/** PUB-22: the map is shown at zoom level 15 (also the zoom of the Google Maps link). */
export const MAP_ZOOM = 15;

export function googleMapsUrl(latitude: number, longitude: number): string {
  return `https://maps.google.com/?q=${latitude},${longitude}&z=${MAP_ZOOM}`;
}

const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;

/**
 * The office map (PUB-22, ADR 010): a self-contained drawing of the George Town waterfront with the
 * office marker — no map tiles or third-party scripts (the site's CSP and an offline server allow
 * none) — plus the coordinates and a link that opens Google Maps on the marker at zoom 15.
 * Only SVG presentation attributes are used (no inline styles under the CSP).
 */
export function OfficeMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const { t } = useTranslation('site');
  const coordinates = `${degrees(latitude, 'N', 'S')}, ${degrees(longitude, 'E', 'W')}`;
  return (
    <figure className="office-map">
      <svg className="office-map__svg" viewBox="0 0 640 360" role="img" aria-labelledby="office-map-title">
        <title id="office-map-title">{t('contact.mapTitle')}</title>
        <rect width="640" height="360" fill="#EEF3EE" />
        {/* The North Channel along the top right of the waterfront. */}
        <path d="M250 0 L640 0 L640 250 C600 230 560 205 520 170 C470 128 420 96 360 70 C320 52 280 30 250 0 Z" fill="#CFE3EE" />
        <path d="M250 0 C280 30 320 52 360 70 C420 96 470 128 520 170 C560 205 600 230 640 250" fill="none" stroke="#B6D2E1" strokeWidth="3" />
        {/* Green spaces. */}
        <rect x="60" y="210" width="110" height="70" rx="10" fill="#D7E8D3" />
        <rect x="470" y="270" width="120" height="60" rx="10" fill="#D7E8D3" />
        {/* Streets: minor grid, then the seafront road the office stands on. */}
        <g stroke="#FFFFFF" strokeWidth="10" strokeLinecap="round" fill="none">
          <path d="M0 300 L640 330" />
          <path d="M0 200 C120 205 220 215 330 250 C420 280 520 300 640 300" />
          <path d="M120 0 L180 360" />
          <path d="M300 120 L250 360" />
          <path d="M440 160 L420 360" />
        </g>
        <path d="M0 110 C100 110 210 118 300 140 C380 160 450 190 520 230 C570 258 610 280 640 292" fill="none" stroke="#F7D9A8" strokeWidth="16" strokeLinecap="round" />
        <path d="M0 110 C100 110 210 118 300 140 C380 160 450 190 520 230 C570 258 610 280 640 292" fill="none" stroke="#FFFFFF" strokeWidth="2" strokeDasharray="10 10" />
        <text x="40" y="98" fill="#6B7F8C" fontSize="13" fontWeight="600">
          Jalan Sultan Ahmad Shah
        </text>
        {/* The office marker. */}
        <g transform="translate(340 150)">
          <circle r="34" fill="#F2A541" opacity="0.18" />
          <circle r="18" fill="#F2A541" opacity="0.3" />
          <path d="M0 0 C-4 -10 -16 -20 -16 -32 A16 16 0 1 1 16 -32 C16 -20 4 -10 0 0 Z" fill="#0E4D64" stroke="#FFFFFF" strokeWidth="2.5" />
          <circle cy="-32" r="6" fill="#FFFFFF" />
        </g>
        <g transform="translate(362 96)">
          <rect width="172" height="34" rx="8" fill="#FFFFFF" stroke="#D9E3EA" />
          <text x="14" y="22" fill="#0B2536" fontSize="14" fontWeight="700">
            {label}
          </text>
        </g>
        {/* North arrow and zoom. */}
        <g transform="translate(600 330)" fill="#3D5566">
          <path d="M0 -26 L7 -8 L0 -12 L-7 -8 Z" />
          <text y="6" fontSize="12" fontWeight="700" textAnchor="middle">
            N
          </text>
        </g>
        <text x="16" y="346" fill="#6B7F8C" fontSize="12">
          z {MAP_ZOOM}
        </text>
      </svg>
      <figcaption className="office-map__caption">
        <span>
          <span className="office-map__label">{t('contact.coordinates')}</span> {coordinates}
        </span>
        <a href={googleMapsUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer" className="office-map__link">
          {t('contact.openMap')}
          <span className="visually-hidden"> ({t('contact.openMapHint')})</span>
        </a>
      </figcaption>
    </figure>
  );
}
