import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { TranslateFn } from '../email/translate';
import { formatDate, type DateInput } from '../format';
import { buildDocument, dataTable, labelValues, moneyCell, PDF_BRAND, type TableColumn } from './builder';
import { renderPdf } from './render';

/**
 * The invoice PDF (G-26, G-48): the company header (name, address, registration and tax numbers
 * when configured), invoice no `INV-yyyy-NNNNNN`, order reference and date (dd-MM-yyyy, Kuala
 * Lumpur), bill-to, the itemised lines, subtotal, voucher and discount, a tax line only when a
 * tax rate above 0 is configured (the tax is included in the amount charged), the total paid in RM,
 * the payment method and provider reference, and the no-refund note (PUB-18).
 *
 * Every label is a key of the `invoice` namespace translated by the caller's `translate` (the
 * customer's language); amounts are decimal strings, never floats.
 */

export interface InvoiceParty {
  name: string;
  company?: string | null;
  /** Address lines, already joined per line ("10050 George Town"). */
  lines: string[];
  email?: string | null;
}

export interface InvoiceLineData {
  /** SERVICE id (1 Search, 2 Application, 3 Renewal, 4 Delivery): labelled through enums.service. */
  serviceId: number;
  /** IP_TYPE id (1 Trademark, 2 Patent): labelled through enums.ipType. */
  typeId: number;
  country: string;
  filingNo?: string | null;
  applicationNo?: string | null;
  grantNo?: string | null;
  /** Class numbers (trademark renewals: the one class; requests: their classifications). */
  classes?: (number | string)[];
  /**
   * Patent years being renewed: the stored keys ('7th_year_granted'), printed as the web pages'
   * labels (enums.yearGranted: '7th year', 'Tahun ke-7', '第7年'); bare numbers as 'Year 6, 7'.
   */
  years?: (number | string)[];
  /** Applicant / mark name shown under the service. */
  name?: string | null;
  fee: string;
}

export interface InvoiceData {
  invoiceNo: string;
  reference: string;
  issuedAt: DateInput;
  company: InvoiceParty & { registrationNo?: string | null; taxNo?: string | null };
  billTo: InvoiceParty;
  lines: InvoiceLineData[];
  /** orders.fee: the sum of the line fees. */
  subtotal: string;
  /** The surcharges (additional_fee) the subtotal includes: a breakdown line, never added. */
  surcharges?: string | null;
  voucher?: { code: string; discount: string } | null;
  /** orders.total: subtotal − discount, the amount charged. */
  total: string;
  /** The amount actually received ("0.00" for bypass). */
  paid: string;
  /** Configured tax (G-48); no tax line unless rate > 0. `amount` is the tax included in `total`. */
  tax?: { rate: string; amount: string } | null;
  payment: { method: string; providerRef?: string | null; paidAt?: DateInput | null };
}

/** A stored patent year key, e.g. '7th_year_granted'. */
const YEAR_KEY = /^\d{1,2}(st|nd|rd|th)_year_granted$/;

const hasText = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/** "Filing No: TM1 / Grant No: P2" for a line. */
function lineNumbers(line: InvoiceLineData, t: TranslateFn): string {
  return [
    hasText(line.filingNo) ? t('invoice.filing_no', { no: line.filingNo }) : null,
    hasText(line.applicationNo) ? t('invoice.application_no', { no: line.applicationNo }) : null,
    hasText(line.grantNo) ? t('invoice.grant_no', { no: line.grantNo }) : null,
  ]
    .filter(Boolean)
    .join('\n');
}

function lineDetail(line: InvoiceLineData, t: TranslateFn): string {
  const parts: string[] = [];
  if (line.classes && line.classes.length > 0) parts.push(t('invoice.classes', { list: line.classes.join(', ') }));
  const years = line.years ?? [];
  const keys = years.filter((y): y is string => typeof y === 'string' && YEAR_KEY.test(y));
  if (keys.length > 0) parts.push(keys.map((key) => t(`enums.yearGranted.${key}`)).join(', '));
  const numbers = years.filter((y) => !(typeof y === 'string' && YEAR_KEY.test(y)));
  if (numbers.length > 0) parts.push(t('invoice.years', { list: numbers.join(', ') }));
  return parts.join('\n') || '-';
}

function partyBlock(title: string, party: InvoiceParty): Content {
  return {
    stack: [
      { text: title, style: 'label' },
      { text: party.name, bold: true },
      ...(hasText(party.company) ? [{ text: party.company }] : []),
      ...party.lines.filter(hasText).map((text) => ({ text, style: 'value' })),
      ...(hasText(party.email) ? [{ text: party.email, style: 'value' }] : []),
    ],
  };
}

/** The pdfmake document definition of one invoice, labels in the reader's language. */
export function buildInvoiceDocument(data: InvoiceData, t: TranslateFn): TDocumentDefinitions {
  const columns: TableColumn<InvoiceLineData>[] = [
    { header: '#', width: 18, cell: (_row, index) => index + 1 },
    {
      header: t('invoice.columns.service'),
      width: '*',
      cell: (row) => ({
        stack: [
          { text: `${t(`enums.service.${row.serviceId}`)} · ${t(`enums.ipType.${row.typeId}`)}` },
          ...(hasText(row.name) ? [{ text: row.name, style: 'label' }] : []),
        ],
      }),
    },
    { header: t('invoice.columns.country'), width: 62, cell: (row) => row.country },
    { header: t('invoice.columns.numbers'), width: 150, cell: (row) => lineNumbers(row, t) || '-' },
    { header: t('invoice.columns.detail'), width: 66, cell: (row) => lineDetail(row, t) },
    { header: t('invoice.columns.fee'), width: 70, align: 'right', cell: (row) => moneyCell(row.fee) },
  ];

  const summaryRow = (label: string, amount: string, options: { bold?: boolean; negative?: boolean } = {}): TableCell[] => [
    { text: label, colSpan: 5, alignment: 'right', bold: options.bold ?? false, style: 'tableCell' },
    {},
    {},
    {},
    {},
    { ...(moneyCell(options.negative ? `-${amount}` : amount, { bold: options.bold }) as Record<string, unknown>), style: 'tableCell' } as TableCell,
  ];
  const footer: TableCell[][] = [summaryRow(t('invoice.subtotal'), data.subtotal)];
  if (data.surcharges && Number(data.surcharges) > 0) footer.push(summaryRow(t('invoice.surcharges'), data.surcharges));
  if (data.voucher && Number(data.voucher.discount) !== 0) {
    footer.push(summaryRow(t('invoice.voucher', { code: data.voucher.code }), data.voucher.discount, { negative: true }));
  }
  footer.push(summaryRow(t('invoice.total'), data.total, { bold: true }));
  if (data.tax && Number(data.tax.rate) > 0) {
    footer.push(summaryRow(t('invoice.tax', { rate: data.tax.rate }), data.tax.amount));
  }
  footer.push(summaryRow(t('invoice.paid'), data.paid, { bold: true }));

  const companyExtra = [
    hasText(data.company.registrationNo) ? t('invoice.registration_no', { no: data.company.registrationNo }) : null,
    hasText(data.company.taxNo) ? t('invoice.tax_no', { no: data.company.taxNo }) : null,
  ].filter(hasText);

  const content: Content[] = [
    {
      columns: [
        {
          width: '*',
          stack: [
            { text: [{ text: 'IP' }, { text: 'Renew', style: 'brandAccent' }], style: 'brand' },
            { text: data.company.name, bold: true, margin: [0, 2, 0, 0] },
            ...data.company.lines.filter(hasText).map((text) => ({ text, style: 'companyLine' })),
            ...companyExtra.map((text) => ({ text, style: 'companyLine' })),
          ],
        },
        {
          width: 'auto',
          stack: [
            { text: t('invoice.title'), style: 'title' },
            { text: data.invoiceNo, style: 'subtitle' },
          ],
        },
      ],
    },
    { canvas: [{ type: 'rect', x: 0, y: 8, w: 515, h: 3, color: PDF_BRAND.accent }], margin: [0, 0, 0, 14] },
    labelValues([
      { label: t('invoice.invoice_no'), value: data.invoiceNo },
      { label: t('invoice.reference'), value: data.reference },
      { label: t('invoice.date'), value: formatDate(data.issuedAt) },
    ]),
    { ...(partyBlock(t('invoice.bill_to'), data.billTo) as object), margin: [0, 0, 0, 12] } as Content,
    { text: t('invoice.items'), style: 'heading' },
    dataTable(columns, data.lines, { footer }),
    { text: t('invoice.currency_note'), style: 'label', margin: [0, 4, 0, 0] },
    { text: t('invoice.payment'), style: 'heading' },
    labelValues([
      { label: t('invoice.method'), value: t(`enums.paymentMethod.${data.payment.method}`) },
      { label: t('invoice.provider_ref'), value: hasText(data.payment.providerRef) ? data.payment.providerRef : '-' },
      { label: t('invoice.paid_at'), value: data.payment.paidAt ? formatDate(data.payment.paidAt) : '-' },
    ]),
    { text: t('invoice.no_refund'), style: 'footer', margin: [0, 18, 0, 4] },
    { text: t('invoice.thanks'), style: 'value' },
  ];

  return buildDocument({
    title: `${t('invoice.title')} ${data.invoiceNo}`,
    subject: t('invoice.subject', { reference: data.reference }),
    content,
    footerText: `${data.company.name} · ${data.invoiceNo} · ${data.reference}`,
  });
}

/** The invoice as a PDF buffer; 'cn' (or any Chinese text) uses the CJK font. */
export function renderInvoicePdf(data: InvoiceData, options: { translate: TranslateFn; language: string; cjkFontPath?: string }): Promise<Buffer> {
  return renderPdf(buildInvoiceDocument(data, options.translate), {
    language: options.language,
    ...(options.cjkFontPath ? { cjkFontPath: options.cjkFontPath } : {}),
  });
}
