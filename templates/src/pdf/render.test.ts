import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandHeader, buildDocument, dataTable, labelValues, moneyCell, pdfMoney } from './builder';
import { CJK_FONT, DEFAULT_CJK_FONT_PATH, LATIN_FONT, PdfFontError, chooseDefaultFont, renderPdf } from './render';

const lines = {
  en: 'Trademark renewal for ACME Sdn. Bhd. is complete.',
  bm: 'Pembaharuan cap dagangan anda telah selesai. Terima kasih!',
  cn: '您的商标续期已经完成，谢谢！专利申请已提交。',
};

function invoiceLike() {
  const items = [
    { name: 'Trademark renewal (Class 9)', qty: 1, amount: '1234.50' },
    { name: '商标续期 (第35类)', qty: 2, amount: '980.00' },
  ];
  return buildDocument({
    title: 'Invoice INV-0001',
    generatedAt: new Date('2025-01-31T16:30:00Z'),
    content: [
      brandHeader({ title: 'INVOICE', subtitle: ['INV-0001', '01-02-2025'] }),
      labelValues([
        { label: 'Customer', value: 'Tan Ah Kow 陈亚狗' },
        { label: 'Tarikh', value: '01-02-2025' },
      ]),
      { text: lines.en },
      { text: lines.bm },
      { text: lines.cn },
      dataTable(
        [
          { header: 'Item', cell: (r: (typeof items)[number]) => r.name },
          { header: 'Qty', width: 40, align: 'right', cell: (r) => r.qty },
          { header: 'Amount', width: 90, align: 'right', cell: (r) => moneyCell(r.amount) },
        ],
        items,
        { footer: [[{ text: 'Total', bold: true, colSpan: 2 }, {}, moneyCell('2214.5', { bold: true })]] },
      ),
      { text: 'Latin in Roboto explicitly', font: LATIN_FONT, bold: true },
    ],
  });
}

describe('renderPdf', () => {
  it('renders English, Malay and Chinese with both fonts embedded', async () => {
    const doc = invoiceLike();
    expect(chooseDefaultFont(doc)).toBe(CJK_FONT);
    const pdf = await renderPdf(doc);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw).toContain('WenQuanYiMicroHei');
    expect(raw).toContain('Roboto');
    expect(pdfMoney('2214.5')).toBe('RM 2,214.50');

    // Visual check: the page as PNG (kept in the temp dir for a human look).
    const outDir = path.join(os.tmpdir(), 'iprenew-pdf-test');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'mixed.pdf'), pdf);
    let hasPdftoppm = true;
    try {
      execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    } catch {
      hasPdftoppm = false;
    }
    if (hasPdftoppm) {
      execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', path.join(outDir, 'mixed.pdf'), path.join(outDir, 'mixed')]);
      expect(existsSync(path.join(outDir, 'mixed-1.png'))).toBe(true);
      const text = execFileSync('pdftotext', [path.join(outDir, 'mixed.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('商标续期已经完成');
      expect(text).toContain('Pembaharuan cap dagangan');
      expect(text).toContain('RM 1,234.50');
    }
  });

  it('uses Roboto alone for a Latin-only document and the CJK font for language cn', async () => {
    const latin = buildDocument({ title: 'Receipt', content: [{ text: lines.en }, { text: lines.bm }] });
    expect(chooseDefaultFont(latin)).toBe(LATIN_FONT);
    expect(chooseDefaultFont(latin, 'cn')).toBe(CJK_FONT);
    const pdf = await renderPdf(latin);
    const raw = pdf.toString('latin1');
    expect(raw).toContain('Roboto');
    expect(raw).not.toContain('WenQuanYiMicroHei');
  });

  it('fails clearly when the CJK font file is missing', async () => {
    const doc = buildDocument({ title: 'x', content: [{ text: lines.cn }] });
    await expect(renderPdf(doc, { cjkFontPath: '/nonexistent/wqy.ttc' })).rejects.toThrow(PdfFontError);
    await expect(renderPdf(doc, { cjkFontPath: '/nonexistent/wqy.ttc' })).rejects.toThrow(/fonts-wqy-microhei/);
    // A Latin-only document does not need it.
    const latin = buildDocument({ title: 'x', content: [{ text: lines.en }] });
    await expect(renderPdf(latin, { cjkFontPath: '/nonexistent/wqy.ttc' })).resolves.toBeInstanceOf(Buffer);
    expect(DEFAULT_CJK_FONT_PATH).toMatch(/wqy-microhei\.ttc$/);
  });

  it('denies remote URLs and local files other than the fonts', async () => {
    const remote = buildDocument({ title: 'x', content: [{ image: 'logo' }] });
    remote.images = { logo: 'https://example.com/logo.png' };
    await expect(renderPdf(remote)).rejects.toThrow(/Access to URL denied/);
    const inline = buildDocument({ title: 'x', content: [{ image: 'https://example.com/logo.png' }] });
    await expect(renderPdf(inline)).rejects.toThrow(/denied/);
    const local = buildDocument({ title: 'x', content: [{ image: '/etc/passwd' }] });
    await expect(renderPdf(local)).rejects.toThrow(/denied/);
  });
});
