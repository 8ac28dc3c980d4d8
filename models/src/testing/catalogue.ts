import { Product } from '../models/product';
import { ProductService } from '../models/product-service';
import { countryId } from './users';

/** The seeded product (price sheet) of a country, by ISO code. */
export async function findProduct(iso2: string): Promise<Product> {
  return Product.findOne({ where: { country_id: await countryId(iso2) }, rejectOnEmpty: true });
}

/** One service of a country's seeded product, for editing prices in a test. */
export async function findProductService(iso2: string, serviceId: number, typeId: number): Promise<ProductService> {
  const { id } = await findProduct(iso2);
  return ProductService.findOne({ where: { product_id: id, service_id: serviceId, type_id: typeId }, rejectOnEmpty: true });
}
