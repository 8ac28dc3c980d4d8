import type { SeedModule } from '../../src/db/seeder';
import { PRODUCTS } from '../data/products';
import { idsByKey, insertMissing, json, keyOf } from './insert-missing';

/**
 * One product per country in service, its six product_services and the renewal documents.
 * Natural keys: products.country_id; product_services (product_id, service_id, type_id);
 * documents (product_service_id, title). The product's country is found by iso2, so the seed
 * does not depend on the country ids of the database it runs on.
 */
export const products: SeedModule = {
  async run({ sequelize }, transaction) {
    const countryIds = await idsByKey(sequelize, transaction, 'countries', ['iso2']);
    const countryIdOf = (iso2: string): number => {
      const id = countryIds.get(iso2);
      if (id === undefined) throw new Error(`Products seed: country ${iso2} is missing`);
      return id;
    };

    await insertMissing(
      sequelize,
      transaction,
      'products',
      ['country_id'],
      PRODUCTS.map((p) => ({
        country_id: countryIdOf(p.iso2),
        type: p.type,
        service: p.service,
        status_id: p.status_id,
        is_active: p.is_active,
        default_agent_id: null,
        validation_rules: json(p.validation_rules),
        dictionaries: json(p.dictionaries),
      })),
    );
    const productIds = await idsByKey(sequelize, transaction, 'products', ['country_id']);
    const productIdOf = (iso2: string): number => productIds.get(String(countryIdOf(iso2))) as number;

    await insertMissing(
      sequelize,
      transaction,
      'product_services',
      ['product_id', 'service_id', 'type_id'],
      PRODUCTS.flatMap((p) =>
        p.services.map((s) => ({
          product_id: productIdOf(p.iso2),
          service_id: s.service_id,
          type_id: s.type_id,
          processing_costs: json(s.processing_costs),
          service_costs: json(s.service_costs),
          agent_costs: json(s.agent_costs),
          child_label: json(s.child_label),
          parent_label: s.parent_label,
          charges: json(s.charges),
          default_agent_id: null,
          status: s.status,
          enabled: s.enabled,
          late_enabled: s.late_enabled,
        })),
      ),
    );
    const serviceIds = await idsByKey(sequelize, transaction, 'product_services', ['product_id', 'service_id', 'type_id']);

    await insertMissing(
      sequelize,
      transaction,
      'documents',
      ['product_service_id', 'title'],
      PRODUCTS.flatMap((p) =>
        p.services.flatMap((s) => {
          const productServiceId = serviceIds.get(keyOf({ product_id: productIdOf(p.iso2), service_id: s.service_id, type_id: s.type_id }, ['product_id', 'service_id', 'type_id']));
          if (productServiceId === undefined) throw new Error(`Products seed: service ${s.service_id}/${s.type_id} of ${p.iso2} is missing`);
          return s.documents.map((d) => ({ product_service_id: productServiceId, title: d.title, body: d.body }));
        }),
      ),
    );
  },
};
