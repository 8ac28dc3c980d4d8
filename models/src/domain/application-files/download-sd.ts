import { renderSdPdf } from '@iprenew/templates';
import type { Transaction } from 'sequelize';
import { AppError } from '../../errors/index';
import { countryName } from '../../i18n/country-name';
import { isLanguage } from '../../i18n/index';
import { mailTranslator } from '../../mail/index';
import { Application } from '../../models/application';
import { Classification } from '../../models/classification';
import { Country } from '../../models/country';
import { IpRecord } from '../../models/ip-record';
import { Product } from '../../models/product';
import { ProductDocument } from '../../models/product-document';
import { ProductService } from '../../models/product-service';
import { User } from '../../models/user';
import { DEFAULT_LANGUAGE } from '../../constants/index';
import { type Actor, type OperationOptions } from '../kernel/index';
import { actionsFor, type Taker } from '../applications/workflow';
import { FILE_FAIL, findManagedApplication } from './shared';

export const SD_FAIL = 'files:sd.fail';
export const SD_NO_TEMPLATE = 'files:sd.no_template';

/** The SD template of an application: the first document of the product service matching its service, IP type and the IP's country; null when the product has none. */
export function findSdTemplate(
  of: { service_id: number | string; type_id: number | string; country_id: number | string | null | undefined },
  transaction?: Transaction,
): Promise<ProductDocument | null> {
  if (of.country_id === null || of.country_id === undefined) return Promise.resolve(null);
  return ProductDocument.findOne({
    include: [
      {
        model: ProductService,
        as: 'product_service',
        required: true,
        where: { service_id: of.service_id, type_id: of.type_id },
        include: [{ model: Product, as: 'product', required: true, where: { country_id: of.country_id }, attributes: ['id'] }],
        attributes: ['id'],
      },
    ],
    order: [['id', 'ASC']],
    transaction,
  });
}

/**
 * G-53, AGT-25: "Download SD" — the product's document template (the first document of the product
 * service matching the application's country, service and IP type) filled with the application's
 * data, rendered as a PDF with pdfmake in the reader's language. For the assigned agent and SA/AD,
 * only where the workflow allows `download_sd` for the application's (service, status) — else 409;
 * another agent's application is 404; the owning customer 403. A product without a template: 404
 * 'No SD template …'.
 */
export async function downloadSd(input: { actor: Actor; applicationId: unknown; language?: string | null }, options: OperationOptions = {}): Promise<{ buffer: Buffer; filename: string }> {
  const { transaction } = options;
  const { application, reader } = await findManagedApplication(input.actor, input.applicationId, FILE_FAIL.read, transaction).catch((error: unknown) => {
    if (error instanceof AppError) throw new AppError(error.code, SD_FAIL);
    throw error;
  });
  const taker: Taker = reader === 'agent' ? 'assigned_agent' : 'staff';
  if (!actionsFor(taker, application.service_id, application.status_id).includes('download_sd')) throw new AppError('CONFLICT', SD_FAIL);

  const full = await Application.findByPk(application.id, {
    include: [
      { model: IpRecord, as: 'ip', include: [{ model: Country, as: 'country' }, { model: Classification, as: 'classifications', required: false }] },
      { model: User, as: 'user', attributes: ['id', 'name', 'company'] },
      { model: User, as: 'agent', attributes: ['id', 'name'], required: false },
      { model: Classification, as: 'classifications', required: false },
    ],
    transaction,
    rejectOnEmpty: true,
  });
  const ip = full.ip!;
  const template = await findSdTemplate({ service_id: full.service_id, type_id: full.type_id, country_id: ip.country_id }, transaction);
  if (!template) throw new AppError('NOT_FOUND', SD_NO_TEMPLATE);

  const language = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  const classes = [...(full.classifications ?? []), ...(ip.classifications ?? [])].map((c) => c.class_no).filter((n): n is number => n !== null && n !== undefined);
  const buffer = await renderSdPdf(
    {
      title: template.title,
      body: template.body,
      reference: full.reference,
      serviceId: Number(full.service_id),
      typeId: Number(full.type_id),
      country: countryName(ip.country?.name, ip.country?.iso2, language),
      ownerName: full.user?.name ?? '',
      ownerCompany: full.user?.company ?? null,
      applicantName: ip.application_name ?? null,
      filingNo: ip.filing_no ?? null,
      applicationNo: ip.application_no ?? null,
      grantNo: ip.grant_no ?? null,
      expiryDate: ip.expiry_date ?? null,
      classes: classes.length ? [...new Set(classes)].sort((a, b) => a - b).join(', ') : ip.multiclass_name ?? null,
      applicationDate: full.application_date ?? null,
      agentName: full.agent?.name ?? null,
      generatedAt: new Date(),
    },
    { translate: mailTranslator(language), language },
  );
  return { buffer, filename: `${full.reference}-SD.pdf` };
}
