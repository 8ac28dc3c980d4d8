import type { Transaction } from 'sequelize';
import { Configuration } from '../../models/configuration';
import { humanCheckView, type HumanCheckView } from './human-verification';
import { readContactEmail } from './read-contact-email';

/** PUB-22: the office in Penang (Menara Boustead Penang, Jalan Sultan Ahmad Shah, George Town). */
export const DEFAULT_OFFICE_LOCATION = { latitude: 5.4249, longitude: 100.3292 } as const;

/** PUB-22: the map shows the office at zoom level 15. */
export const CONTACT_MAP_ZOOM = 15;

export interface CompanyAddress {
  name: string;
  lines: string[];
  latitude: number;
  longitude: number;
}

export interface ContactPage {
  address: CompanyAddress;
  email: string;
  verification: HumanCheckView;
}

type StoredAddress = Partial<Record<'name' | 'address_1' | 'address_2' | 'poscode' | 'city' | 'state' | 'country', string>> & {
  latitude?: unknown;
  longitude?: unknown;
};

const coordinate = (value: unknown, fallback: number, limit: number): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? n : fallback;
};

/**
 * getContactPage (PUB-22, G-41): what the contact page shows — the company address from
 * configuration `company_address` (optional latitude / longitude for the map marker), the contact
 * e-mail, and the human verification to render (a fresh built-in challenge, or the provider's site key).
 */
export async function getContactPage(options: { now?: Date; transaction?: Transaction } = {}): Promise<ContactPage> {
  const { transaction } = options;
  const stored = (await Configuration.readValue<StoredAddress>('company_address', {}, { transaction })) ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const cityLine = [text(stored.poscode), text(stored.city)].filter(Boolean).join(' ');
  const lines = [text(stored.address_1), text(stored.address_2), cityLine, text(stored.state), text(stored.country)].filter(Boolean);
  const email = await readContactEmail({ transaction });
  return {
    address: {
      name: text(stored.name),
      lines,
      latitude: coordinate(stored.latitude, DEFAULT_OFFICE_LOCATION.latitude, 90),
      longitude: coordinate(stored.longitude, DEFAULT_OFFICE_LOCATION.longitude, 180),
    },
    email: typeof email === 'string' ? email : '',
    verification: await humanCheckView(options),
  };
}
