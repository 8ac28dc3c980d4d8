import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTranslator, type MessageTrees } from '../email/translate';
import { buildInvoiceDocument, renderInvoicePdf, type InvoiceData } from './invoice';
import { CJK_FONT, chooseDefaultFont, LATIN_FONT } from './render';

// The real catalogue files (owned by models; read as plain JSON, no import of @iprenew/models).
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../models/src/i18n/locales');
const read = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as unknown;
const messages = (lang: string): MessageTrees => ({ invoice: read(lang, 'invoice'), enums: read(lang, 'enums') });
const missing: string[] = [];
const translator = (lang: string) => createTranslator(messages(lang), { defaultNamespace: 'invoice', onMissing: (key) => missing.push(key) });

function invoice(overrides: Partial<InvoiceData> = {}): InvoiceData {
  return {
    invoiceNo: 'INV-2026-000042',
    reference: 'ABCD2345EFGH',
    issuedAt: new Date('2026-03-31T17:30:00Z'), // 1 April in Kuala Lumpur
    company: {
      name: 'IPRenew Sdn. Bhd.',
      lines: ['Level 8, Menara Boustead Penang', '39 Jalan Sultan Ahmad Shah', '10050 George Town', 'Pulau Pinang', 'Malaysia'],
      registrationNo: '201901234567 (1234567-X)',
      taxNo: null,
    },
    billTo: { name: 'Tan Ah Kow 陈亚狗', company: 'Syarikat Maju Jaya Sdn. Bhd.', lines: ['12 Jalan Ampang', '50450 Kuala Lumpur'], email: 'tan@example.test' },
    lines: [
      { serviceId: 3, typeId: 1, country: 'Malaysia', filingNo: 'TM2015001234', classes: [9], name: 'MAJU JAYA', fee: '1234.50' },
      { serviceId: 3, typeId: 2, country: 'China', applicationNo: 'CN201810012345', grantNo: 'ZL201810012345', years: [6, 7], fee: '980.00' },
    ],
    subtotal: '2214.50',
    voucher: { code: 'SAVE10AB', discount: '221.45' },
    total: '1993.05',
    paid: '1993.05',
    tax: null,
    payment: { method: 'stripe', providerRef: 'pi_3Nabc123', paidAt: new Date('2026-03-31T17:25:00Z') },
    ...overrides,
  };
}

/** Every string in a document definition, in order. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => texts(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => texts(v, out));
  return out;
}

const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const outDir = path.join(os.tmpdir(), 'iprenew-invoice-test');

async function renderAndExtract(data: InvoiceData, lang: string): Promise<{ pdf: Buffer; text: string; png: string }> {
  const pdf = await renderInvoicePdf(data, { translate: translator(lang), language: lang });
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `invoice-${lang}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, path.join(outDir, `invoice-${lang}`)]);
  return { pdf, text, png: path.join(outDir, `invoice-${lang}-1.png`) };
}

describe('buildInvoiceDocument (G-26, G-48)', () => {
  it('holds the header, bill-to, itemised lines, voucher, totals, payment and the no-refund note', () => {
    const doc = buildInvoiceDocument(invoice(), translator('en'));
    const all = texts(doc.content).join('\n');
    for (const expected of [
      'INVOICE',
      'IPRenew Sdn. Bhd.',
      'Company Registration No.: 201901234567 (1234567-X)',
      '10050 George Town',
      'Invoice No.',
      'INV-2026-000042',
      'ABCD2345EFGH',
      '01-04-2026',
      'Bill To',
      'Syarikat Maju Jaya Sdn. Bhd.',
      'Renewal · Trademark',
      'Renewal · Patent',
      'Filing No: TM2015001234',
      'Application No: CN201810012345\nGrant No: ZL201810012345',
      'Class 9',
      'Year 6, 7',
      'RM 1,234.50',
      'Subtotal',
      'RM 2,214.50',
      'Voucher discount (SAVE10AB)',
      '-RM 221.45',
      'Total Paid',
      'RM 1,993.05',
      'Credit / debit card',
      'pi_3Nabc123',
      'Paid On',
      'All payments are final: no refund is given, in line with our Terms and Conditions.',
    ]) {
      expect(all).toContain(expected);
    }
    // No tax configured: no tax line, no tax number.
    expect(all).not.toMatch(/Tax/);
    expect(missing).toEqual([]);
    expect(chooseDefaultFont(buildInvoiceDocument(invoice({ billTo: { name: 'Tan', lines: [] } }), translator('en')))).toBe(LATIN_FONT);
  });

  it('shows the tax line and tax number only when a rate above 0 is configured, and no voucher row without one', () => {
    const taxed = texts(
      buildInvoiceDocument(
        invoice({ voucher: null, subtotal: '106.00', total: '106.00', paid: '106.00', tax: { rate: '6', amount: '6.00' }, company: { ...invoice().company, taxNo: 'W10-1808-32000001' } }),
        translator('en'),
      ).content,
    ).join('\n');
    expect(taxed).toContain('Tax 6% (included)');
    expect(taxed).toContain('RM 6.00');
    expect(taxed).toContain('Tax Registration No.: W10-1808-32000001');
    expect(taxed).not.toContain('Voucher');
    const zero = texts(buildInvoiceDocument(invoice({ tax: { rate: '0', amount: '0.00' } }), translator('en')).content).join('\n');
    expect(zero).not.toContain('Tax 0%');
  });

  it('shows the surcharges the subtotal includes as a breakdown line, never adding them (issue 11)', () => {
    const lateLine = { serviceId: 3, typeId: 1, country: 'Malaysia', filingNo: 'TM2015009999', classes: [30], fee: '1850.00' };
    const doc = buildInvoiceDocument(invoice({ lines: [lateLine], subtotal: '1850.00', surcharges: '250.00', voucher: null, total: '1850.00', paid: '1850.00' }), translator('en'));
    const all = texts(doc.content).join('\n');
    expect(all).toMatch(/Subtotal\n(?:.*\n)*?RM 1,850\.00\n(?:.*\n)*?Includes surcharges\n(?:.*\n)*?RM 250\.00\n(?:.*\n)*?Total\n(?:.*\n)*?RM 1,850\.00/);
    expect(all).not.toContain('2,100.00');
    expect(texts(buildInvoiceDocument(invoice(), translator('en')).content).join('\n')).not.toContain('Includes surcharges');
  });

  it('labels everything in Malay and Chinese', () => {
    const bm = texts(buildInvoiceDocument(invoice(), translator('bm')).content).join('\n');
    expect(bm).toContain('INVOIS');
    expect(bm).toContain('Dibilkan Kepada');
    expect(bm).toContain('Pembaharuan');
    const cnDoc = buildInvoiceDocument(invoice(), translator('cn'));
    const cn = texts(cnDoc.content).join('\n');
    expect(cn).toContain('发票');
    expect(cn).toContain('实付金额');
    expect(chooseDefaultFont(cnDoc, 'cn')).toBe(CJK_FONT);
    expect(missing).toEqual([]);
  });
});

describe.skipIf(!hasPoppler)('renderInvoicePdf: the real PDF, read back with pdftotext', () => {
  it('renders Chinese (CJK font) so that the characters come back out', async () => {
    const { pdf, text, png } = await renderAndExtract(invoice(), 'cn');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('WenQuanYiMicroHei');
    for (const expected of ['发票', '订单编号', '账单寄至', '陈亚狗', '续展', '商标', '专利', '实付金额', '概不退款', 'INV-2026-000042', 'RM 1,993.05']) {
      expect(text).toContain(expected);
    }
    expect(existsSync(png)).toBe(true);
  });

  it('renders the Malay labels and the English invoice', async () => {
    const bm = await renderAndExtract(invoice({ billTo: { name: 'Siti Aminah', company: null, lines: ['12 Jalan Ampang'] } }), 'bm');
    for (const expected of ['INVOIS', 'Rujukan Pesanan', 'Dibilkan Kepada', 'Pembaharuan', 'Jumlah Dibayar', 'tiada bayaran balik', 'Diskaun baucar (SAVE10AB)']) {
      expect(bm.text).toContain(expected);
    }
    expect(bm.pdf.toString('latin1')).not.toContain('WenQuanYiMicroHei');
    const en = await renderAndExtract(invoice({ billTo: { name: 'John Smith', lines: ['1 Main Road'] } }), 'en');
    for (const expected of ['INVOICE', 'Total Paid', 'RM 1,993.05', 'no refund is given']) expect(en.text).toContain(expected);
  });
});
