import { AppError } from '../../errors/index';
import { ProductService } from '../../models/product-service';
import { parseValidationRules, priceSheetIssues, productUpdateSchema, productsMessage, type ProductJson, type ProductServiceUpdate } from '../../schemas/products';
import { isActiveAgent, lockProduct, productJsonOrFail, rulesOf, serviceJson } from './shared';
import { type Actor, fieldErrorsOf, inTransaction, type OperationOptions, validationError, writeAudit, assertAllowed } from '../kernel/index';

export interface UpdateProductInput {
  actor: Actor;
  id: number;
  validation_rules?: unknown;
  services?: unknown;
}

const SERVICE_FIELDS = [
  'processing_costs',
  'service_costs',
  'agent_costs',
  'child_label',
  'parent_label',
  'charges',
  'status',
  'enabled',
  'late_enabled',
  'default_agent_id',
] as const;
type ServiceField = (typeof SERVICE_FIELDS)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * CAT-17: saves a product's validation rules (G-55) and price sheets (ADR 007, G-56) in one
 * transaction. Each cost map may only hold its sheet's keys; a sheet cannot be on sale (status 1)
 * while a required amount is missing; a per-service default agent must be an active agent.
 * 'product update successful' / 'Fail to update product' (422 with the fields at fault).
 */
export async function updateProduct(input: UpdateProductInput, options: OperationOptions = {}): Promise<{ message: string; product: ProductJson }> {
  assertAllowed(input.actor, 'products', 'update', 'products:not_allowed');
  const { actor, id, ...raw } = input;
  const parsed = productUpdateSchema.safeParse(raw);
  if (!parsed.success) throw validationError('products:update_fail', fieldErrorsOf(parsed.error));
  const data = parsed.data;
  const rules = data.validation_rules === undefined ? null : parseValidationRules(data.validation_rules);
  if (rules && Object.keys(rules.errors).length) throw validationError('products:update_fail', mapValues(rules.errors));

  await inTransaction(options, async (transaction) => {
    const product = await lockProduct(id, transaction);
    if (!product) throw new AppError('NOT_FOUND', 'products:update_fail');
    const rows = await ProductService.findAll({ where: { product_id: product.id }, transaction });
    const errors: Record<string, string[]> = {};
    const changes: { row: ProductService; next: Partial<Record<ServiceField, unknown>> }[] = [];

    for (const [i, update] of (data.services ?? []).entries()) {
      const at = (field: string) => `services.${i}.${field}`;
      const row = rows.find((r) => r.id === update.id);
      if (!row) {
        errors[at('id')] = [productsMessage('service_unknown')];
        continue;
      }
      const next = pickGiven(update);
      const merged = { ...currentOf(row), ...next };
      for (const [path, message] of Object.entries(priceSheetIssues(row.service_id, row.type_id, merged as never))) errors[at(path)] = [message];
      if (typeof next.default_agent_id === 'number' && next.default_agent_id !== row.default_agent_id && !(await isActiveAgent(next.default_agent_id, transaction))) {
        errors[at('default_agent_id')] = [productsMessage('agent_inactive')];
      }
      changes.push({ row, next });
    }
    if (Object.keys(errors).length) throw validationError('products:update_fail', errors);

    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (rules && !same(rulesOf(product.validation_rules), rules.rules)) {
      before.validation_rules = rulesOf(product.validation_rules);
      after.validation_rules = rules.rules;
      await product.update({ validation_rules: rules.rules }, { transaction });
    }
    for (const { row, next } of changes) {
      const current = currentOf(row);
      const changed = (Object.keys(next) as ServiceField[]).filter((field) => !same(current[field], next[field]));
      if (!changed.length) continue;
      before[`service_${row.id}`] = Object.fromEntries(changed.map((f) => [f, current[f]]));
      after[`service_${row.id}`] = Object.fromEntries(changed.map((f) => [f, next[f]]));
      await row.update(Object.fromEntries(changed.map((f) => [f, next[f]])) as never, { transaction });
    }
    if (Object.keys(after).length) {
      product.changed('updated_at', true);
      await product.save({ transaction });
      await writeAudit(actor, { action: 'product.update', targetType: 'product', targetId: product.id, before, after }, transaction);
    }
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', 'products:update_fail', { cause: error });
  });
  return { message: 'products:update_success', product: await productJsonOrFail(id, 'products:update_fail', options.transaction) };
}

function currentOf(row: ProductService): Record<ServiceField, unknown> {
  const sheet = serviceJson(row);
  return Object.fromEntries(SERVICE_FIELDS.map((field) => [field, sheet[field]])) as Record<ServiceField, unknown>;
}

function pickGiven(update: ProductServiceUpdate): Partial<Record<ServiceField, unknown>> {
  const next: Partial<Record<ServiceField, unknown>> = {};
  for (const field of SERVICE_FIELDS) if (update[field] !== undefined) next[field] = update[field];
  return next;
}

const mapValues = (errors: Record<string, string>): Record<string, string[]> => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]]));
