import { Op } from 'sequelize';
import { idStartsWith, nameMatches, type ProbeTerms, startsWithAny, userEmailStartsWith } from '../kernel/index';
import { IP_NUMBER_COLUMNS } from '../ip-records/shared';

/**
 * The one search of the application lists (ADR 066): the reference and the IP's numbers from their
 * start, the applicant's name (the IP's application_name) by any word; for `staff`, also the
 * customer's e-mail from its start and name or company by any word (a staff or agent list: the
 * name index drives); for `customer` the customer's own applications are probed one by one
 * (nameMatches reach 'few', with the typed words' kept `probes` when given: probeTerms, ADR 092).
 * Each is a condition on the application's own columns (its reference, ip_id, user_id), answered by
 * their indexes.
 */
export function applicationSearch(text: string, reader: 'staff' | 'customer', probes?: ProbeTerms | null) {
  const owner = reader === 'staff';
  return {
    [Op.or]: [
      startsWithAny(['Application.reference'], text.toUpperCase()),
      idStartsWith('Application.ip_id', 'ips', IP_NUMBER_COLUMNS, [text, text.toUpperCase()]),
      nameMatches('Application.ip_id', 'ips', text, owner ? 'all' : 'few', probes),
      ...(owner ? [userEmailStartsWith('Application.user_id', text), nameMatches('Application.user_id', 'users', text)] : []),
    ],
  };
}
