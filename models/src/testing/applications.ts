import { APPLICATION_STATUS, IP_TYPE, SERVICE } from '../constants/index';
import { Application, type ApplicationExtra } from '../models/application';
import { IpRecord } from '../models/ip-record';
import { newReference } from './orders';
import { countryId } from './users';

export interface ApplicationOptions {
  /** The owning customer. */
  user: { id: number };
  /** The assigned agent; null (default) for none. */
  agent?: { id: number } | null;
  /** SERVICE id. Default RENEWAL. */
  service?: number;
  /** IP_TYPE id. Default TRADEMARK. */
  type?: number;
  /** APPLICATION_STATUS id. Default IN_PROGRESS. */
  status?: number;
  /** The IP record's country, by ISO code. Default 'MY'. */
  country?: string;
  /** Columns of the IP record. */
  ip?: Partial<Omit<IpRecord['_creationAttributes'], 'user_id' | 'type_id' | 'country_id'>>;
  /** Other columns of the application (extra, certificate_ready_at, acknowledge, rating, delivered_at…). */
  columns?: Partial<Pick<Application['_creationAttributes'], 'extra' | 'certificate_ready_at' | 'delivered_at' | 'acknowledge' | 'rating' | 'application_date' | 'read_by_customer' | 'read_by_agent' | 'read_by_staff'>> & { extra?: ApplicationExtra | null };
}

let built = 0;
/**
 * An application as payment leaves it and the workflow moves it, with its IP record (a Malaysian
 * trademark with a unique filing number, expiring 2026-05-01, unless told otherwise): a renewal In
 * Progress by default; any service, status and agent. Inserted with the models directly.
 */
export async function buildApplication(options: ApplicationOptions): Promise<{ application: Application; ip: IpRecord }> {
  built += 1;
  const type = options.type ?? IP_TYPE.TRADEMARK;
  const service = options.service ?? SERVICE.RENEWAL;
  const ip = await IpRecord.create({
    user_id: options.user.id,
    type_id: type,
    country_id: await countryId(options.country ?? 'MY'),
    model_type: service === SERVICE.SEARCH ? 'search' : 'ip',
    filing_no: service === SERVICE.RENEWAL && type === IP_TYPE.TRADEMARK ? `TMB${built}${newReference().slice(0, 6)}` : null,
    expiry_date: service === SERVICE.RENEWAL ? '2026-05-01' : null,
    application_name: 'Senja Coffee Enterprise',
    ...options.ip,
  } as never);
  const application = await Application.create({
    reference: `${newReference()}-1`,
    application_date: '2026-01-05',
    service_id: service,
    type_id: type,
    status_id: options.status ?? APPLICATION_STATUS.IN_PROGRESS,
    user_id: options.user.id,
    agent_id: options.agent?.id ?? null,
    ip_id: ip.id,
    model_type: service === SERVICE.SEARCH ? 'search' : 'ip',
    ...options.columns,
  } as never);
  return { application, ip };
}
