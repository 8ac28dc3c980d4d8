import { z } from 'zod';

/**
 * The shape of the cost columns of `product_services` (G-01, G-56), shared by the seeds, the
 * product editor and the pricing engine. Amounts are money strings in MYR ("250.00"), never floats.
 *
 * One product per country; one product_service per (service_id, type_id):
 *   service 1 search, 2 application, 3 renewal; type 1 trademark, 2 patent.
 *
 * processing_costs: official office fees, passed through to the customer.
 * service_costs:    the firm's fee.
 * agent_costs:      a non-binding reference of the agent's share; the settlement never reads it
 *                   (ADR 047: the agent is paid the processing part + their commission of the service part).
 *
 * Keys used per service and type:
 *   trademark search / application: processing {per_class}; service {base, per_class}; agent {base, per_class}
 *   patent search / application:    processing {base};      service {base};            agent {base}
 *   trademark renewal: processing {per_class, late_6m_per_class, late_1y_per_class, per_goods?};
 *                      service {base, per_class}; agent {base, per_class}
 *   patent renewal:    processing {year_2 … year_20 (annuity of that year), overdue_surcharge_percent};
 *                      service {per_year, near_due}; agent {per_year}
 */
export const moneyString = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'must be an amount such as 250.00');

export const costMapSchema = z.record(z.string().regex(/^[a-z0-9_]+$/), moneyString);
export type CostMap = z.infer<typeof costMapSchema>;

export const chargeSchema = z.object({ label: z.string().min(1), cost: moneyString });
export type Charge = z.infer<typeof chargeSchema>;

export const TRADEMARK_RENEWAL_PROCESSING_KEYS = ['per_class', 'late_6m_per_class', 'late_1y_per_class'] as const;
export const PATENT_YEAR_KEYS = Array.from({ length: 19 }, (_, i) => `year_${i + 2}`);

/** validation_rules of a product (G-55): named numbers. */
export const validationRulesSchema = z.object({
  max_classes: z.number().int().min(1).max(45).default(45),
  renewal_term_years: z.number().int().min(1).max(20).default(10),
  grace_months: z.number().int().min(0).max(24).default(6),
  restoration_months: z.number().int().min(0).max(36).default(12),
  patent_max_year: z.number().int().min(2).max(20).default(20),
  min_days_before_expiry: z.number().int().min(0).max(90).default(14),
});
export type ValidationRules = z.infer<typeof validationRulesSchema>;
