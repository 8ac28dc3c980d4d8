import { z } from 'zod';
import { IP_TYPE, SERVICE } from '../constants/index';
import { PATENT_YEAR_KEYS, validationRulesSchema, type Charge, type CostMap, type ValidationRules } from './product-costs';

/**
 * The console's product editor (CAT-8..24, ADR 007, ADR 012): payloads of /api/admin/products and
 * /api/admin/documents, the cost keys each price sheet needs, and the JSON shapes the console reads.
 * Shared by the domain operations (models/src/domain/products), the REST handlers and the
 * react-admin forms. Browser-safe: no Node imports. Messages are keys of the `products` namespace.
 */

export const productsMessage = (key: string): string => `products:validation.${key}`;

/** The product's three services, in the spec's order: index 0 search, 1 application, 2 renewal (CAT-8). */
export const PRODUCT_SERVICE_IDS = [SERVICE.SEARCH, SERVICE.APPLICATION, SERVICE.RENEWAL] as const;
export type ProductServiceId = (typeof PRODUCT_SERVICE_IDS)[number];
export const PRODUCT_TYPE_KEYS = { [IP_TYPE.TRADEMARK]: 'trademark', [IP_TYPE.PATENT]: 'patent' } as const;
export type ProductTypeKey = (typeof PRODUCT_TYPE_KEYS)[keyof typeof PRODUCT_TYPE_KEYS];

export const COST_MAPS = ['processing_costs', 'service_costs', 'agent_costs'] as const;
export type CostMapName = (typeof COST_MAPS)[number];

interface KeySet {
  required: readonly string[];
  optional?: readonly string[];
}
export type CostKeySheet = Record<CostMapName, KeySet>;

/** The keys of each price sheet (ADR 007, models/src/schemas/product-costs.ts), per service and type. */
export function costKeysOf(serviceId: number, typeId: number): CostKeySheet {
  const trademark = typeId === IP_TYPE.TRADEMARK;
  if (serviceId === SERVICE.RENEWAL) {
    return trademark
      ? {
          processing_costs: { required: ['per_class', 'late_6m_per_class', 'late_1y_per_class'], optional: ['per_goods'] },
          service_costs: { required: ['base', 'per_class'] },
          agent_costs: { required: ['base', 'per_class'] },
        }
      : {
          processing_costs: { required: [...PATENT_YEAR_KEYS, 'overdue_surcharge_percent'] },
          service_costs: { required: ['per_year', 'near_due'] },
          agent_costs: { required: ['per_year'] },
        };
  }
  return trademark
    ? { processing_costs: { required: ['per_class'] }, service_costs: { required: ['base', 'per_class'] }, agent_costs: { required: ['base', 'per_class'] } }
    : { processing_costs: { required: ['base'] }, service_costs: { required: ['base'] }, agent_costs: { required: ['base'] } };
}

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const blank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A cost map as the editor sends it: blank amounts are dropped (a missing price, not a zero). */
const costMapInput = z.preprocess(
  (value) => {
    if (blank(value)) return {};
    if (typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, amount] of Object.entries(value as Record<string, unknown>)) {
      if (blank(amount)) continue;
      out[key] = typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : amount;
    }
    return out;
  },
  z.record(z.string(), z.string({ error: productsMessage('money') }).regex(MONEY, productsMessage('money')), { error: productsMessage('cost_map') }),
);

const optionalText = (max: number) =>
  z.preprocess((v) => (blank(v) ? null : typeof v === 'string' ? v.trim() : v), z.string({ error: productsMessage('text') }).max(max, productsMessage('text_max')).nullable());

const chargeInput = z.object({
  label: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: productsMessage('charge_label') }).min(1, productsMessage('charge_label')).max(191, productsMessage('text_max'))),
  cost: z.preprocess((v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v), z.string({ error: productsMessage('money') }).regex(MONEY, productsMessage('money'))),
});

const agentId = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number({ error: productsMessage('agent_required') }).int().positive(productsMessage('agent_required')).nullable(),
);

const flag = z.preprocess((v) => (v === 1 || v === '1' ? true : v === 0 || v === '0' ? false : v), z.boolean({ error: productsMessage('flag') }));

/** One product service in PUT /api/admin/products/:id (CAT-17): fields left out keep their value. */
export const productServiceUpdateSchema = z.object({
  id: z.number({ error: productsMessage('service_unknown') }).int().positive(productsMessage('service_unknown')),
  processing_costs: costMapInput.optional(),
  service_costs: costMapInput.optional(),
  agent_costs: costMapInput.optional(),
  child_label: z
    .array(z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: productsMessage('label') }).min(1, productsMessage('label')).max(191, productsMessage('text_max'))), {
      error: productsMessage('labels'),
    })
    .max(30, productsMessage('labels'))
    .optional(),
  parent_label: optionalText(191).optional(),
  charges: z.preprocess((v) => (blank(v) ? null : v), z.array(chargeInput, { error: productsMessage('charges') }).max(20, productsMessage('charges')).nullable()).optional(),
  status: z.preprocess((v) => (v === true ? 1 : v === false ? 0 : v), z.union([z.literal(0), z.literal(1)], { error: productsMessage('status') })).optional(),
  enabled: flag.optional(),
  late_enabled: flag.optional(),
  default_agent_id: agentId.optional(),
});
export type ProductServiceUpdate = z.infer<typeof productServiceUpdateSchema>;

/** PUT /api/admin/products/:id {validation_rules, services} (CAT-17, G-55). */
export const productUpdateSchema = z.object({
  validation_rules: z.record(z.string(), z.unknown()).optional(),
  services: z.array(productServiceUpdateSchema, { error: productsMessage('services') }).max(6, productsMessage('services')).optional(),
});
export type ProductUpdateInput = z.input<typeof productUpdateSchema>;

/** G-55 rules, with a message per field: {field: messageKey}, or the parsed rules. */
export function parseValidationRules(value: unknown): { rules: ValidationRules; errors: Record<string, string> } {
  const result = validationRulesSchema.safeParse(value ?? {});
  if (result.success) return { rules: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[`validation_rules.${key}`] ??= productsMessage(`rules.${key}`);
  }
  return { rules: validationRulesSchema.parse({}), errors };
}

export const VALIDATION_RULE_KEYS = Object.keys(validationRulesSchema.shape) as (keyof ValidationRules)[];

/**
 * What is wrong with one price sheet, as {path relative to the service: messageKey}: keys that do
 * not belong to it, and — when it is to be sold (status 1) — the required keys still missing.
 */
export function priceSheetIssues(
  serviceId: number,
  typeId: number,
  sheet: Partial<Record<CostMapName, CostMap | null | undefined>> & { status?: number | boolean | null },
): Record<string, string> {
  const keys = costKeysOf(serviceId, typeId);
  const issues: Record<string, string> = {};
  const active = sheet.status === 1 || sheet.status === true;
  for (const map of COST_MAPS) {
    const values = sheet[map] ?? {};
    const allowed = new Set([...keys[map].required, ...(keys[map].optional ?? [])]);
    for (const key of Object.keys(values)) if (!allowed.has(key)) issues[`${map}.${key}`] = productsMessage('cost_key_unknown');
    if (active) for (const key of keys[map].required) if (blank(values[key])) issues[`${map}.${key}`] = productsMessage('cost_required_active');
  }
  return issues;
}

/** PUT /api/admin/documents/:id (CAT-22): title required, at most 191; body required. */
export const documentUpdateSchema = z.object({
  title: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: productsMessage('title_required') }).min(1, productsMessage('title_required')).max(191, productsMessage('title_max')),
  ),
  body: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? '' : v), z.string({ error: productsMessage('body_required') }).min(1, productsMessage('body_required')).max(20000, productsMessage('body_max'))),
});
export type DocumentUpdateInput = z.infer<typeof documentUpdateSchema>;

const positiveId = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number({ error: message }).int(message).positive(message));

/** POST /api/admin/products {country_id} (CAT-20, CAT-21). */
export const addProductSchema = z.object({ country_id: positiveId(productsMessage('country_required')) });

/** POST /api/admin/products/:id/set-default-agent {user_id} (CAT-19); null clears it. */
export const setDefaultAgentSchema = z.object({ user_id: agentId });

/** Filters of the product list (CAT-14): `q` searches the country name or ISO code. */
export const productListFilterSchema = z.object({
  q: z.string().trim().max(100).optional(),
  is_active: z.preprocess((v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v), z.boolean()).optional(),
  id: z.union([z.number().int().positive(), z.array(z.number().int().positive()).max(100)]).optional(),
});
export type ProductListFilter = z.infer<typeof productListFilterSchema>;
export const PRODUCT_SORT_FIELDS = ['id', 'country.name', 'is_active', 'updated_at'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

// ---- JSON shapes of the answers -----------------------------------------------------------------

export interface ProductRef {
  id: number;
  name: string;
}

export interface ProductDocumentJson {
  id: number;
  title: string;
  body: string;
}

export interface ProductServiceJson {
  id: number;
  service_id: number;
  type_id: number;
  processing_costs: CostMap;
  service_costs: CostMap;
  agent_costs: CostMap;
  child_label: string[];
  parent_label: string | null;
  charges: Charge[] | null;
  default_agent_id: number | null;
  default_agent: ProductRef | null;
  status: number;
  enabled: boolean;
  late_enabled: boolean;
  documents: ProductDocumentJson[];
}

/** One of the three services (index 0 search, 1 application, 2 renewal) with its two price sheets. */
export interface ProductServiceGroupJson {
  index: number;
  service_id: number;
  trademark: ProductServiceJson | null;
  patent: ProductServiceJson | null;
}

export interface ProductCountryJson {
  id: number;
  name: string;
  iso2: string;
  in_service: boolean;
}

export interface ProductJson {
  id: number;
  country_id: number;
  country: ProductCountryJson | null;
  type: number | null;
  service: number | null;
  status_id: number;
  is_active: boolean;
  default_agent_id: number | null;
  default_agent: (ProductRef & { email: string }) | null;
  validation_rules: ValidationRules;
  dictionaries: { label: string; name: string }[];
  services: ProductServiceGroupJson[];
  updated_at: string | null;
}

export interface ProductListRowJson {
  id: number;
  country_id: number;
  country: ProductCountryJson | null;
  status_id: number;
  is_active: boolean;
  default_agent_id: number | null;
  default_agent: (ProductRef & { email: string }) | null;
  /** The price sheets on sale (status 1). */
  services_sold: { service_id: number; type_id: number }[];
  updated_at: string | null;
}

/**
 * The PUT payload of a product as the console's form holds it (the GET shape): validation_rules and
 * the six services as a flat list by id, the editable fields only.
 */
export function toProductUpdatePayload(record: Pick<ProductJson, 'validation_rules' | 'services'>): ProductUpdateInput {
  const services: Record<string, unknown>[] = [];
  for (const group of record.services ?? []) {
    for (const sheet of [group.trademark, group.patent]) {
      if (!sheet) continue;
      services.push({
        id: sheet.id,
        processing_costs: sheet.processing_costs,
        service_costs: sheet.service_costs,
        agent_costs: sheet.agent_costs,
        child_label: sheet.child_label,
        parent_label: sheet.parent_label,
        charges: sheet.charges,
        status: sheet.status,
        enabled: sheet.enabled,
        late_enabled: sheet.late_enabled,
        default_agent_id: sheet.default_agent_id,
      });
    }
  }
  return { validation_rules: record.validation_rules as Record<string, unknown>, services: services as ProductUpdateInput['services'] };
}
