import { SERVICE } from '../../constants/index';
import type { ProductJson, ProductServiceJson } from '../../schemas/products';

/** The ISO code of South Korea, whose renewals always carry a charges line (CAT-13; ADR 003: no magic ids). */
export const SOUTH_KOREA_ISO2 = 'KR';
export const SOUTH_KOREA_CHARGE = { label: 'Charges', cost: '0.00' } as const;

/**
 * The normalisations of a product on load (D2§4, D2§9):
 * - CAT-12: a renewal service without an enabled flag and without a parent label gets the flag
 *   (the "cost 1" of the legacy data: sold);
 * - CAT-13: South Korea's renewal services get a charges line with cost 0 when they have none.
 * Pure: the record is returned changed, the database is not touched (saving the form keeps it).
 */
export function applyLoadRules(product: ProductJson): ProductJson {
  const korea = product.country?.iso2 === SOUTH_KOREA_ISO2;
  const fix = (sheet: ProductServiceJson | null): ProductServiceJson | null => {
    if (!sheet || sheet.service_id !== SERVICE.RENEWAL) return sheet;
    const next = { ...sheet };
    if ((next.enabled === null || next.enabled === undefined) && !next.parent_label) next.enabled = true;
    if (korea && !(next.charges && next.charges.length > 0)) next.charges = [{ ...SOUTH_KOREA_CHARGE }];
    return next;
  };
  return { ...product, services: product.services.map((group) => ({ ...group, trademark: fix(group.trademark), patent: fix(group.patent) })) };
}
