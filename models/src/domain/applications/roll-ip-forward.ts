import type { Transaction } from 'sequelize';
import { IP_TYPE, SERVICE } from '../../constants/index';
import type { Application } from '../../models/application';
import { IpRecord } from '../../models/ip-record';
import { Product } from '../../models/product';
import { addCalendarYears, FIRST_PATENT_YEAR, isCalendarDate, LAST_PATENT_YEAR, patentBaseDate, patentDueDate, yearNumber, yearValue } from '../../schemas/patent-years';
import { productRules, readCountryRules } from '../catalogue/price-sheet';

/**
 * G-32: what a completed renewal does to its IP record. A trademark's expiry moves on by the
 * product's renewal term (validation_rules.renewal_term_years, G-55, default 10); a patent's latest
 * year granted becomes the last year renewed and its expiry the due date of the year after (the end
 * of the 20-year term after the 20th year). Searches and new applications roll nothing: an
 * application's numbers and expiry come from its Certificate step. Called once per application, by
 * the completion that moved it (completeApplication's conditional update).
 */

/** A trademark's next expiry: `expiry` + `termYears` calendar years; null when there is no expiry to roll. */
export const nextTrademarkExpiry = (expiry: string | null | undefined, termYears: number): string | null =>
  expiry && isCalendarDate(expiry) ? addCalendarYears(expiry, termYears) : null;

/**
 * A patent after renewing up to `lastYear`: that year is the latest granted, and the expiry is the
 * next year's due date — from the base date (grant, or filing in filing-date countries) when known,
 * else from the current expiry (the first renewed year's due date, CAT-38) moved on by the years renewed.
 */
export function nextPatentRenewal(input: { lastYear: number; baseDate: string | null; expiryDate: string | null; firstYear: number | null }): {
  latest_application_year_granted: string;
  expiry_date: string | null;
} {
  const last = Math.min(Math.max(input.lastYear, FIRST_PATENT_YEAR), LAST_PATENT_YEAR);
  const next = last + 1;
  let expiry = input.expiryDate;
  if (input.baseDate) expiry = patentDueDate(input.baseDate, next);
  else if (input.expiryDate && isCalendarDate(input.expiryDate) && input.firstYear !== null) expiry = addCalendarYears(input.expiryDate, next - input.firstYear);
  return { latest_application_year_granted: yearValue(last), expiry_date: expiry };
}

/** The last year a patent renewal paid for (applications.extra.year_granted), else the year after the latest granted. */
function lastRenewedYear(application: Application, ip: IpRecord): number {
  const stored = application.extra?.year_granted;
  const value = Array.isArray(stored) ? stored[stored.length - 1] : stored;
  return yearNumber(value) ?? (yearNumber(ip.latest_application_year_granted) ?? FIRST_PATENT_YEAR - 1) + 1;
}

/** Rolls the application's IP record forward; returns what changed (empty when nothing rolls). */
export async function rollIpForward(application: Application, transaction: Transaction): Promise<Record<string, string | null>> {
  if (Number(application.service_id) !== SERVICE.RENEWAL) return {};
  const ip = await IpRecord.findByPk(application.ip_id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!ip) return {};
  let changes: Record<string, string | null> = {};
  if (Number(ip.type_id) === IP_TYPE.TRADEMARK) {
    const product = await Product.findOne({ where: { country_id: ip.country_id }, attributes: ['id', 'validation_rules'], transaction });
    const expiry = nextTrademarkExpiry(ip.expiry_date, productRules(product?.validation_rules).renewal_term_years);
    if (expiry) changes = { expiry_date: expiry };
  } else {
    const { patentFilingDateCountryIds } = await readCountryRules({ transaction });
    const baseDate = patentBaseDate({ grant_date: ip.grant_date, filing_date: ip.filing_date, filingDateBasis: patentFilingDateCountryIds.includes(ip.country_id) });
    changes = nextPatentRenewal({
      lastYear: lastRenewedYear(application, ip),
      baseDate,
      expiryDate: ip.expiry_date,
      firstYear: yearNumber(ip.selected_years?.[0]?.year_granted),
    });
  }
  if (Object.keys(changes).length) await IpRecord.update(changes, { where: { id: ip.id }, transaction });
  return changes;
}
