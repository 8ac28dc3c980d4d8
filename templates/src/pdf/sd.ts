import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { TranslateFn } from '../email/translate';
import { formatDate, type DateInput } from '../format';
import { buildDocument, labelValues, PDF_BRAND } from './builder';
import { renderPdf } from './render';

/**
 * The SD document (G-53): the product's document template (title and body, edited in the console's
 * product editor, CAT-22) filled with one application's data, then the application's particulars and
 * a signature block for the proprietor. Labels are keys of the `files` namespace in the reader's
 * language; the template itself is shown as the staff wrote it.
 *
 * Placeholders in the template's title or body, `{{name}}` with one of SD_PLACEHOLDERS, are replaced
 * by the value (a missing value by '-'); anything else stays as written (no template language, so a
 * template can never run code or read other data).
 */

export interface SdData {
  title: string;
  body: string;
  reference: string;
  /** SERVICE id, labelled through enums.service. */
  serviceId: number;
  /** IP_TYPE id, labelled through enums.ipType. */
  typeId: number;
  country: string;
  ownerName: string;
  ownerCompany?: string | null;
  applicantName?: string | null;
  filingNo?: string | null;
  applicationNo?: string | null;
  grantNo?: string | null;
  expiryDate?: string | null;
  classes?: string | null;
  applicationDate?: string | null;
  agentName?: string | null;
  generatedAt: DateInput;
}

export const SD_PLACEHOLDERS = [
  'reference',
  'country',
  'owner_name',
  'owner_company',
  'applicant_name',
  'filing_no',
  'application_no',
  'grant_no',
  'expiry_date',
  'classes',
  'application_date',
  'agent_name',
  'date',
] as const;
export type SdPlaceholder = (typeof SD_PLACEHOLDERS)[number];

const hasText = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
const shown = (v: string | null | undefined) => (hasText(v) ? v : '-');
const dateShown = (v: string | null | undefined) => (hasText(v) ? formatDate(v) : '-');

export function sdValues(data: SdData): Record<SdPlaceholder, string> {
  return {
    reference: data.reference,
    country: data.country,
    owner_name: data.ownerName,
    owner_company: shown(data.ownerCompany),
    applicant_name: shown(data.applicantName),
    filing_no: shown(data.filingNo),
    application_no: shown(data.applicationNo),
    grant_no: shown(data.grantNo),
    expiry_date: dateShown(data.expiryDate),
    classes: shown(data.classes),
    application_date: dateShown(data.applicationDate),
    agent_name: shown(data.agentName),
    date: formatDate(data.generatedAt),
  };
}

/** Replaces each `{{placeholder}}` of SD_PLACEHOLDERS (spaces allowed inside the braces); others stay. */
export function fillSdTemplate(text: string, values: Record<SdPlaceholder, string>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => ((SD_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as SdPlaceholder] : whole));
}

export function buildSdDocument(data: SdData, t: TranslateFn): TDocumentDefinitions {
  const values = sdValues(data);
  const title = fillSdTemplate(data.title, values);
  const body = fillSdTemplate(data.body, values);
  const content: Content[] = [
    {
      columns: [
        { width: '*', text: [{ text: 'IP' }, { text: 'Renew', style: 'brandAccent' }], style: 'brand' },
        {
          width: 'auto',
          stack: [
            { text: t('files.sd.document'), style: 'title' },
            { text: data.reference, style: 'subtitle' },
          ],
        },
      ],
    },
    { canvas: [{ type: 'rect', x: 0, y: 8, w: 515, h: 3, color: PDF_BRAND.accent }], margin: [0, 0, 0, 14] },
    { text: title, style: 'heading' },
    labelValues([
      { label: t('files.sd.reference'), value: data.reference },
      { label: t('files.sd.service'), value: `${t(`enums.service.${data.serviceId}`)} · ${t(`enums.ipType.${data.typeId}`)}` },
      { label: t('files.sd.country'), value: data.country },
    ]),
    labelValues([
      { label: t('files.sd.owner'), value: [data.ownerName, data.ownerCompany].filter(hasText).join(', ') },
      { label: t('files.sd.applicant'), value: values.applicant_name },
      { label: t('files.sd.classes'), value: values.classes },
    ]),
    labelValues([
      { label: t('files.sd.filing_no'), value: values.filing_no },
      { label: t('files.sd.application_no'), value: values.application_no },
      { label: t('files.sd.grant_no'), value: values.grant_no },
      { label: t('files.sd.expiry_date'), value: values.expiry_date },
    ]),
    ...body.split(/\r?\n/).map((line): Content => ({ text: line.trim() === '' ? ' ' : line, margin: [0, 0, 0, 4] })),
    { text: t('files.sd.declaration'), margin: [0, 14, 0, 28] },
    {
      columns: [
        { width: '*', stack: [{ text: '______________________________' }, { text: t('files.sd.signature'), style: 'label' }] },
        { width: '*', stack: [{ text: '______________________________' }, { text: t('files.sd.name_position'), style: 'label' }] },
        { width: 120, stack: [{ text: '________________' }, { text: t('files.sd.date'), style: 'label' }] },
      ],
    },
  ];
  return buildDocument({
    title: `${title} · ${data.reference}`,
    subject: t('files.sd.subject', { reference: data.reference }),
    content,
    footerText: `${PDF_BRAND.company} · ${data.reference}`,
    generatedAt: new Date(data.generatedAt as string | number | Date),
  });
}

/** The SD document as a PDF buffer; 'cn' (or any Chinese text) uses the CJK font. */
export async function renderSdPdf(data: SdData, options: { translate: TranslateFn; language?: string }): Promise<Buffer> {
  return renderPdf(buildSdDocument(data, options.translate), { language: options.language });
}
