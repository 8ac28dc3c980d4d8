import type { Alignment, Content, ContentTable, StyleDictionary, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate, formatMoney } from '../format';

/**
 * Small building blocks for the portal's PDF documents (invoice, SD document): the brand
 * header, a bordered data table, label/value blocks and money cells, on one set of styles.
 */

export const PDF_BRAND = {
  name: 'IPRenew',
  company: 'IPRenew Sdn. Bhd.',
  address: 'Penang, Malaysia',
  primary: '#0E4D64',
  accent: '#F2A541',
  text: '#1F2D33',
  muted: '#5B6B72',
  line: '#D5DEE2',
  zebra: '#F4F7F8',
} as const;

export const PDF_STYLES: StyleDictionary = {
  brand: { font: 'Roboto', fontSize: 22, bold: true, color: PDF_BRAND.primary },
  brandAccent: { color: PDF_BRAND.accent },
  companyLine: { fontSize: 8, color: PDF_BRAND.muted },
  title: { fontSize: 16, bold: true, color: PDF_BRAND.primary, alignment: 'right' },
  subtitle: { fontSize: 9, color: PDF_BRAND.muted, alignment: 'right' },
  heading: { fontSize: 12, bold: true, color: PDF_BRAND.primary, margin: [0, 12, 0, 6] },
  label: { fontSize: 8, color: PDF_BRAND.muted },
  value: { fontSize: 10 },
  tableHeader: { bold: true, fontSize: 9, color: '#FFFFFF', fillColor: PDF_BRAND.primary },
  tableCell: { fontSize: 9 },
  total: { bold: true, fontSize: 10 },
  footer: { fontSize: 8, color: PDF_BRAND.muted },
};

/** "RM 1,234.50" from a decimal string (never floating point). */
export function pdfMoney(amount: string | number | null | undefined, symbol = 'RM'): string {
  return formatMoney(amount, symbol);
}

/** A right-aligned money cell. */
export function moneyCell(amount: string | number | null | undefined, options: { bold?: boolean; symbol?: string } = {}): TableCell {
  return { text: pdfMoney(amount, options.symbol), alignment: 'right', bold: options.bold ?? false, noWrap: true };
}

/** The brand block on the left (IPRenew, company, address) and the document title on the right. */
export function brandHeader(input: { title: string; subtitle?: string | string[] }): Content {
  const subtitles = input.subtitle === undefined ? [] : Array.isArray(input.subtitle) ? input.subtitle : [input.subtitle];
  return {
    stack: [
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: [{ text: 'IP' }, { text: 'Renew', style: 'brandAccent' }], style: 'brand' },
              { text: `${PDF_BRAND.company} · ${PDF_BRAND.address}`, style: 'companyLine' },
            ],
          },
          {
            width: 'auto',
            stack: [{ text: input.title, style: 'title' }, ...subtitles.map((s) => ({ text: s, style: 'subtitle' }))],
          },
        ],
      },
      {
        canvas: [
          { type: 'rect', x: 0, y: 8, w: 515, h: 3, color: PDF_BRAND.accent },
        ],
        margin: [0, 0, 0, 14],
      },
    ],
  };
}

export interface TableColumn<Row> {
  header: string;
  /** pdfmake width: '*', 'auto' or points. */
  width?: '*' | 'auto' | number;
  align?: Alignment;
  /** The cell for a row: text, or a full TableCell (see moneyCell). */
  cell: (row: Row, index: number) => TableCell | string | number | null | undefined;
}

/** A striped, lightly ruled table with a repeated header row and optional footer rows. */
export function dataTable<Row>(columns: TableColumn<Row>[], rows: Row[], options: { footer?: TableCell[][] } = {}): ContentTable {
  const header: TableCell[] = columns.map((c) => ({ text: c.header, style: 'tableHeader', alignment: c.align ?? 'left' }));
  const body: TableCell[][] = rows.map((row, index) =>
    columns.map((c) => {
      const value = c.cell(row, index);
      if (value !== null && typeof value === 'object') return { style: 'tableCell', alignment: c.align ?? 'left', ...value } as TableCell;
      return { text: value === null || value === undefined ? '' : String(value), style: 'tableCell', alignment: c.align ?? 'left' };
    }),
  );
  return {
    table: {
      headerRows: 1,
      widths: columns.map((c) => c.width ?? '*'),
      body: [header, ...body, ...(options.footer ?? [])],
    },
    layout: {
      fillColor: (rowIndex: number) => (rowIndex > 0 && rowIndex <= rows.length && rowIndex % 2 === 0 ? PDF_BRAND.zebra : null),
      hLineColor: () => PDF_BRAND.line,
      vLineColor: () => PDF_BRAND.line,
      hLineWidth: (i: number, node: ContentTable) => (i === 0 || i === 1 || i === node.table.body.length ? 1 : 0.5),
      vLineWidth: () => 0,
      paddingLeft: () => 6,
      paddingRight: () => 6,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
  };
}

/** Label above value pairs laid out in columns ("Invoice no.", "Date", …). */
export function labelValues(pairs: { label: string; value: string | null | undefined }[]): Content {
  return {
    columns: pairs.map((p) => ({
      width: '*',
      stack: [
        { text: p.label, style: 'label' },
        { text: p.value ?? '-', style: 'value' },
      ],
    })),
    columnGap: 12,
    margin: [0, 0, 0, 10],
  };
}

export interface BuildDocumentInput {
  title: string;
  content: Content[];
  /** Document metadata (author/subject). */
  subject?: string;
  /** Text in the page footer before "page / pages". */
  footerText?: string;
  /** When the document was produced; printed in the footer as dd-MM-yyyy (KL). */
  generatedAt?: Date;
}

/** An A4 document with the portal's styles, margins, metadata and a page footer. */
export function buildDocument(input: BuildDocumentInput): TDocumentDefinitions {
  const footerLeft = [input.footerText ?? `${PDF_BRAND.company}, ${PDF_BRAND.address}`, input.generatedAt ? formatDate(input.generatedAt) : null]
    .filter(Boolean)
    .join(' · ');
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: { title: input.title, author: PDF_BRAND.company, subject: input.subject ?? input.title, creator: PDF_BRAND.name },
    styles: PDF_STYLES,
    defaultStyle: { fontSize: 10, color: PDF_BRAND.text, lineHeight: 1.2 },
    content: input.content,
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: footerLeft, style: 'footer' },
        { text: `${currentPage} / ${pageCount}`, style: 'footer', alignment: 'right', width: 'auto' },
      ],
      margin: [40, 16, 40, 0],
    }),
  };
}
