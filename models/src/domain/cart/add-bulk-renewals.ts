import { IP_TYPE } from '../../constants/index';
import { AppError, isAppError } from '../../errors/index';
import { CartItem } from '../../models/cart-item';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { User } from '../../models/user';
import { bulkRenewalSchema } from '../../schemas/cart';
import { calendarDateInKualaLumpur } from '../../schemas/dates';
import { patentYearOptions } from '../catalogue/patent-year-options';
import { type Actor, inTransaction } from '../kernel/index';
import { findRenewalSource, prepareRenewalLines } from './prepare-line';
import { assertMember, cartLineJson, type CartLineJson, type CartOptions } from './shared';

/** A selected record whose renewal was not added, with why (message keys, translated by the page). */
export interface BulkRefusal {
  ip_id: number;
  /** The record's name and number as the list shows them; null for an id that is not the customer's. */
  name: string | null;
  number: string | null;
  type_id: number | null;
  reasons: string[];
  /** The record's own renewal form (ORD-14), where a line that needs more than the record holds is completed; null when it cannot be renewed at all. */
  form_href: string | null;
}

export interface BulkRenewalResult {
  items: CartLineJson[];
  refused: BulkRefusal[];
  /** 'orders:cart.bulk.added' (count = items.length) or 'orders:cart.bulk.none_added'. */
  message: string;
}

/** Reasons that no form can mend: the record is not the customer's, already ordered or in the cart, or past its last year. */
const FINAL_REASONS = new Set(['orders:cart.ip_not_found', 'orders:cart.renewal_ordered', 'orders:cart.renewal_in_cart', 'orders:cart.renewal_not_offered', 'orders:cart.bulk.no_year']);

const text = (value: unknown): string | undefined => (value === null || value === undefined || value === '' ? undefined : String(value));

/**
 * The renewal line the record's own filing form would send untouched (ORD-14): a trademark's numbers,
 * name, expiry date and classes; a patent's numbers and dates with its next annuity year as both the
 * first and the last year (the first year the engine offers after the last one granted, CAT-34..39).
 * Null for a patent with no year left to pay now.
 */
async function lineOf(ip: IpRecord, today: string, options: CartOptions): Promise<Record<string, unknown> | null> {
  if (ip.type_id === IP_TYPE.TRADEMARK) {
    return {
      filing_no: text(ip.filing_no),
      country_id: ip.country_id,
      application_name: text(ip.application_name),
      expiry_date: text(ip.expiry_date)?.slice(0, 10),
      multiclass_no: ip.multiclass_no ?? undefined,
      multiclass_name: text(ip.multiclass_name),
    };
  }
  const years = await patentYearOptions(
    { country_id: ip.country_id, grant_date: ip.grant_date, filing_date: ip.filing_date, latest_year_granted: ip.latest_application_year_granted, today },
    { transaction: options.transaction },
  );
  const next = years.years[0];
  if (!next) return null;
  return {
    application_no: text(ip.application_no),
    grant_no: text(ip.grant_no),
    country_id: ip.country_id,
    grant_date: text(ip.grant_date)?.slice(0, 10),
    filing_date: text(ip.filing_date)?.slice(0, 10),
    select_year: next.value,
    total_year: next.value,
  };
}

/**
 * addBulkRenewals (issue 18, bulk renewal): the renewals of several of the customer's own records
 * added to the cart in one step, each line built from its record as its own filing form would send it
 * and priced, checked and refused by the same rules (prepareRenewalLines: can_request_renewal /
 * POR-17, the form rules ORD-3..11, the engine CAT-24..43, the duplicates ORD-18/19, G-69). A record
 * that cannot be added is listed with its reasons and nothing of it is written; the others are added
 * together in one transaction. The customer's row is locked first, so two presses at once (two tabs,
 * a double click) add each renewal once: the second finds the first's lines in the cart.
 */
export async function addBulkRenewals(input: { actor: Actor; ip_ids: unknown; acceptance?: unknown }, options: CartOptions = {}): Promise<BulkRenewalResult> {
  const { actor } = input;
  assertMember(actor);
  const parsed = bulkRenewalSchema.safeParse({ ip_ids: input.ip_ids, acceptance: input.acceptance === true });
  // 'Select at least one record to renew.' / 'Select at most 50 records at a time.'
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'orders:cart.validation.bulk_select_one');
  const ids = [...new Set(parsed.data.ip_ids)];
  const today = options.today ?? calendarDateInKualaLumpur();

  const { created, refused } = await inTransaction(options, async (transaction) => {
    await User.findOne({ where: { id: actor.id }, attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });
    const scoped = { ...options, transaction };
    const records = await IpRecord.findAll({ where: { id: ids, user_id: actor.id, status: 1, model_type: 'ip' }, transaction });
    const byId = new Map(records.map((ip) => [ip.id, ip]));
    const created: CartItem[] = [];
    const refused: BulkRefusal[] = [];
    for (const id of ids) {
      const ip = byId.get(id);
      const refuse = (reasons: string[]) =>
        refused.push({
          ip_id: id,
          name: ip?.application_name ?? null,
          number: ip ? (ip.filing_no ?? ip.grant_no ?? ip.application_no ?? null) : null,
          type_id: ip?.type_id ?? null,
          reasons,
          form_href: ip && !reasons.some((reason) => FINAL_REASONS.has(reason)) ? `/dashboard/filing/${ip.type_id === IP_TYPE.PATENT ? 'patent' : 'trademark'}/${ip.id}` : null,
        });
      if (!ip) {
        refuse(['orders:cart.ip_not_found']);
        continue;
      }
      try {
        // can_request_renewal first (POR-17, ADR 044): an ordered, waiting or finished record says so before any year is sought.
        const { blocked } = await findRenewalSource({ actor, ipId: ip.id, typeId: ip.type_id, today }, scoped);
        if (blocked) {
          refuse([blocked]);
          continue;
        }
        const line = await lineOf(ip, today, scoped);
        if (!line) {
          refuse(['orders:cart.bulk.no_year']);
          continue;
        }
        const { rows, errors } = await prepareRenewalLines({ actor, type_id: ip.type_id, lines: [line], ip_id: ip.id, pathOf: () => '' }, scoped);
        const reasons = [...new Set(Object.values(errors).flat())];
        if (reasons.length > 0 || rows.length === 0) {
          refuse(reasons);
          continue;
        }
        for (const row of rows) created.push(await CartItem.create({ ...row, acceptance: parsed.data.acceptance === true, user_id: actor.id } as never, { transaction }));
      } catch (error) {
        // findRenewalSource's refusal (POR-17 / ADR 044) or the engine's 'Current service is not available'.
        if (!isAppError(error)) throw error;
        refuse([error.messageKey, ...Object.values(error.fieldErrors).flat()].filter((reason, index, all) => all.indexOf(reason) === index));
      }
    }
    return { created, refused };
  });

  const countries = created.length
    ? await Country.findAll({ where: { id: [...new Set(created.map((line) => line.country_id))] }, attributes: ['id', 'name'], transaction: options.transaction })
    : [];
  for (const line of created) line.country = countries.find((country) => country.id === line.country_id);
  return { items: created.map(cartLineJson), refused, message: created.length > 0 ? 'orders:cart.bulk.added' : 'orders:cart.bulk.none_added' };
}
