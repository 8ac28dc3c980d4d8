import { expect } from 'vitest';
import { seedReference } from '../../db/seeder';
import { AppError } from '../../errors/index';
import { Country } from '../../models/country';
import { Product } from '../../models/product';
import { ProductService } from '../../models/product-service';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

/** Test kit of the pricing engine: a migrated database with the reference data (12 priced countries). */
export interface CatalogueKit {
  db: TestDatabase;
  /** Country id by ISO code (ids are never hard-coded in tests, ADR 003). */
  countryId(iso2: string): Promise<number>;
  /** The seeded product service of a country, for editing in a test. */
  productService(iso2: string, serviceId: number, typeId: number): Promise<ProductService>;
  product(iso2: string): Promise<Product>;
  close(): Promise<void>;
}

export async function createCatalogueKit(): Promise<CatalogueKit> {
  const db = await createTestDatabase();
  await seedReference(db.sequelize);
  const countryId = async (iso2: string) => (await Country.findOne({ where: { iso2 }, rejectOnEmpty: true })).id;
  const product = async (iso2: string) => Product.findOne({ where: { country_id: await countryId(iso2) }, rejectOnEmpty: true });
  return {
    db,
    countryId,
    product,
    async productService(iso2, serviceId, typeId) {
      const { id } = await product(iso2);
      return ProductService.findOne({ where: { product_id: id, service_id: serviceId, type_id: typeId }, rejectOnEmpty: true });
    },
    close: () => db.drop(),
  };
}

/** The AppError a promise rejects with (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
