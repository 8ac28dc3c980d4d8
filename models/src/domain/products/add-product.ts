import { UniqueConstraintError } from 'sequelize';
import { AppError } from '../../errors/index';
import { Country } from '../../models/country';
import { Product } from '../../models/product';
import { ProductDocument } from '../../models/product-document';
import { ProductService } from '../../models/product-service';
import { addProductSchema, productsMessage, type ProductJson } from '../../schemas/products';
import { validationRulesSchema } from '../../schemas/product-costs';
import { NEW_PRODUCT_DICTIONARIES, newProductSheets } from './new-product-defaults';
import { productJsonOrFail } from './shared';
import { type Actor, fieldErrorsOf, inTransaction, type OperationOptions, validationError, writeAudit, assertAllowed } from '../kernel/index';

export interface AddProductInput {
  actor: Actor;
  country_id: unknown;
}

const duplicate = () => validationError('products:add_fail', { country_id: [productsMessage('country_has_product')] });

/**
 * CAT-20, CAT-21, ACL-31 (Super Admin only): a product for a country that has none — active, with its
 * six price sheets empty and off sale (status 0) until priced and activated, the renewal documents,
 * the G-55 default rules — and the country put in service. 'New Product Successful Added.' /
 * 'Fail to add new product'.
 */
export async function addProduct(input: AddProductInput, options: OperationOptions = {}): Promise<{ message: string; product: ProductJson }> {
  assertAllowed(input.actor, 'products', 'create', 'products:not_allowed');
  const parsed = addProductSchema.safeParse({ country_id: input.country_id });
  if (!parsed.success) throw validationError('products:add_fail', fieldErrorsOf(parsed.error));
  const countryId = parsed.data.country_id;
  const id = await inTransaction(options, async (transaction) => {
    const country = await Country.findOne({ where: { id: countryId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!country) throw validationError('products:add_fail', { country_id: [productsMessage('country_unknown')] });
    if (await Product.findOne({ where: { country_id: countryId }, attributes: ['id'], transaction })) throw duplicate();
    const product = await Product.create(
      {
        country_id: countryId,
        type: null,
        service: null,
        status_id: 1,
        is_active: true,
        default_agent_id: null,
        validation_rules: validationRulesSchema.parse({}),
        dictionaries: NEW_PRODUCT_DICTIONARIES,
      },
      { transaction },
    );
    for (const sheet of newProductSheets(country.name)) {
      const service = await ProductService.create(
        {
          product_id: product.id,
          service_id: sheet.service_id,
          type_id: sheet.type_id,
          processing_costs: {},
          service_costs: {},
          agent_costs: {},
          child_label: sheet.child_label,
          parent_label: sheet.parent_label,
          charges: null,
          default_agent_id: null,
          status: 0,
          enabled: true,
          late_enabled: sheet.late_enabled,
        },
        { transaction },
      );
      if (sheet.document) await ProductDocument.create({ product_service_id: service.id, ...sheet.document }, { transaction });
    }
    const wasInService = Boolean(country.in_service);
    if (!wasInService) await country.update({ in_service: true }, { transaction });
    await writeAudit(
      input.actor,
      { action: 'product.create', targetType: 'product', targetId: product.id, before: { country_in_service: wasInService }, after: { country_id: countryId, country_in_service: true } },
      transaction,
    );
    return product.id;
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    if (error instanceof UniqueConstraintError) throw duplicate();
    throw new AppError('INTERNAL', 'products:add_fail', { cause: error });
  });
  return { message: 'products:add_success', product: await productJsonOrFail(id, 'products:get_fail', options.transaction) };
}
