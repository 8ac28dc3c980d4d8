import type { Transaction } from 'sequelize';
import { ROLE, USER_STATUS } from '../../constants/index';
import { AppError } from '../../errors/index';
import { Country } from '../../models/country';
import { Product } from '../../models/product';
import { ProductDocument } from '../../models/product-document';
import { ProductService } from '../../models/product-service';
import { User } from '../../models/user';
import { PRODUCT_SERVICE_IDS, type ProductJson, type ProductServiceJson } from '../../schemas/products';
import { validationRulesSchema, type ValidationRules } from '../../schemas/product-costs';
import { applyLoadRules } from './load-rules';
import { iso } from '../kernel/index';

/**
 * What the product operations share: the product's JSON (the console's record), loading with its
 * country, default agents, services and documents, and the "active agent" check (CAT-19).
 * Permission, transaction and audit helpers are the kernel's (ACL-3's first account is handled there).
 */



export { iso };

/** G-55: the stored rules over the defaults (a value out of range keeps its default). */
export function rulesOf(stored: unknown): ValidationRules {
  const defaults = validationRulesSchema.parse({});
  const rules: Record<string, unknown> = { ...defaults };
  if (stored && typeof stored === 'object') {
    for (const [name, value] of Object.entries(stored as Record<string, unknown>)) {
      if (name in defaults && validationRulesSchema.safeParse({ ...defaults, [name]: value }).success) rules[name] = value;
    }
  }
  return rules as ValidationRules;
}

const agentRef = (user: User | null | undefined) => (user ? { id: user.id, name: user.name, email: user.email } : null);

/** One price sheet as the console reads it (empty maps and lists rather than null). */
export function serviceJson(service: ProductService): ProductServiceJson {
  return {
    id: service.id,
    service_id: service.service_id,
    type_id: service.type_id,
    processing_costs: service.processing_costs ?? {},
    service_costs: service.service_costs ?? {},
    agent_costs: service.agent_costs ?? {},
    child_label: service.child_label ?? [],
    parent_label: service.parent_label ?? null,
    charges: service.charges ?? null,
    default_agent_id: service.default_agent_id ?? null,
    default_agent: service.default_agent ? { id: service.default_agent.id, name: service.default_agent.name } : null,
    status: Number(service.status),
    // A missing flag stays missing here, for CAT-12 (load-rules.ts).
    enabled: service.enabled === null || service.enabled === undefined ? (service.enabled as unknown as boolean) : Boolean(service.enabled),
    late_enabled: Boolean(service.late_enabled),
    documents: [...(service.documents ?? [])].sort((a, b) => a.id - b.id).map((d) => ({ id: d.id, title: d.title, body: d.body })),
  };
}

/** The console's product record: services grouped by index (0 search, 1 application, 2 renewal) and type. */
export function toProductJson(product: Product): ProductJson {
  const services = product.services ?? [];
  const json: ProductJson = {
    id: product.id,
    country_id: product.country_id,
    country: product.country
      ? { id: product.country.id, name: product.country.name, iso2: product.country.iso2, in_service: Boolean(product.country.in_service) }
      : null,
    type: product.type ?? null,
    service: product.service ?? null,
    status_id: Number(product.status_id),
    is_active: Boolean(product.is_active),
    default_agent_id: product.default_agent_id ?? null,
    default_agent: agentRef(product.default_agent),
    validation_rules: rulesOf(product.validation_rules),
    dictionaries: product.dictionaries ?? [],
    services: PRODUCT_SERVICE_IDS.map((serviceId, index) => {
      const sheet = (typeId: number) => {
        const row = services.find((s) => s.service_id === serviceId && s.type_id === typeId);
        return row ? serviceJson(row) : null;
      };
      return { index, service_id: serviceId, trademark: sheet(1), patent: sheet(2) };
    }),
    updated_at: iso(product.updated_at),
  };
  return applyLoadRules(json);
}

/** One product with everything the editor shows, or null. */
export async function loadProduct(id: number, transaction?: Transaction): Promise<Product | null> {
  if (!Number.isInteger(id) || id <= 0) return null;
  return Product.findOne({
    where: { id },
    include: [
      { model: Country, as: 'country' },
      { model: User, as: 'default_agent', attributes: ['id', 'name', 'email'] },
      {
        model: ProductService,
        as: 'services',
        include: [
          { model: User, as: 'default_agent', attributes: ['id', 'name'] },
          { model: ProductDocument, as: 'documents' },
        ],
      },
    ],
    transaction,
  });
}

/** The product's JSON, or 404 with `messageKey`. */
export async function productJsonOrFail(id: number, messageKey: string, transaction?: Transaction): Promise<ProductJson> {
  const product = await loadProduct(id, transaction);
  if (!product) throw new AppError('NOT_FOUND', messageKey);
  return toProductJson(product);
}

/** Locks the product row for a change (MySQL; SQLite serialises writers anyway). */
export async function lockProduct(id: number, transaction: Transaction): Promise<Product | null> {
  if (!Number.isInteger(id) || id <= 0) return null;
  return Product.findOne({ where: { id }, transaction, lock: transaction.LOCK.UPDATE });
}

/** CAT-19: a default agent must be an active agent (role 3, status 1). */
export async function isActiveAgent(userId: number, transaction?: Transaction): Promise<boolean> {
  const user = await User.findOne({ where: { id: userId, role_id: ROLE.AGENT, status_id: USER_STATUS.ACTIVE }, attributes: ['id'], transaction });
  return user !== null;
}

