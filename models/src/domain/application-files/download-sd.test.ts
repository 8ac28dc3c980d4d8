import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, IP_TYPE, ROLE, SERVICE } from '../../constants/index';
import { ProductDocument } from '../../models/product-document';
import { User } from '../../models/user';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, findProductService, useTestWorld } from '../../testing/index';
import { downloadSd } from './download-sd';
import { listApplicationFiles } from './list-application-files';

useTestWorld();

const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function textOf(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'iprenew-sd-')), 'sd.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function renewal(status: number = S.IN_PROGRESS) {
  const customer = await buildCustomer();
  await User.update({ name: 'Lim Mei Ling', company: 'Senja Coffee Sdn. Bhd.' }, { where: { id: customer.id } });
  const agent = await buildAgent();
  const built = await buildApplication({ user: customer, agent, service: SERVICE.RENEWAL, status, ip: { filing_no: 'TM2016004321', expiry_date: '2026-05-01' } as never });
  return { customer, agent, ...built };
}

describe('downloadSd (G-53, AGT-25)', () => {
  it('renders the product document template filled with the application data as a PDF', async () => {
    const service = await findProductService('MY', SERVICE.RENEWAL, IP_TYPE.TRADEMARK);
    const template = await ProductDocument.findOne({ where: { product_service_id: service.id }, order: [['id', 'ASC']], rejectOnEmpty: true });
    await template.update({ title: 'Authorisation for {{reference}}', body: 'I, {{owner_name}}, authorise the renewal of {{filing_no}} ({{applicant_name}}) in {{country}}.\nUnknown {{secret}} stays.' });
    // A later document of the same product service is not the SD template.
    await ProductDocument.create({ product_service_id: service.id, title: 'Not the template', body: 'Other.' });
    const { agent, application } = await renewal();
    const { buffer, filename } = await downloadSd({ actor: agent, applicationId: application.id, language: 'en' });
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(filename).toBe(`${application.reference}-SD.pdf`);
    if (!hasPoppler) return;
    const text = textOf(buffer).replace(/\s+/g, ' ');
    expect(text).toContain(`Authorisation for ${application.reference}`);
    expect(text).toContain('I, Lim Mei Ling, authorise the renewal of TM2016004321 (Senja Coffee Enterprise) in Malaysia.');
    expect(text).toContain('Unknown {{secret}} stays.');
    expect(text).toContain('Supporting document (SD)');
    expect(text).toContain('01-05-2026');
    expect(text).toContain('Senja Coffee Sdn. Bhd.');
    expect(text).not.toContain('Not the template');
  });

  it('labels the document in the reader’s language (Chinese with the CJK font, Malay)', async () => {
    const { agent, application } = await renewal();
    const staff = await buildStaff(ROLE.ADMIN);
    const cn = await downloadSd({ actor: agent, applicationId: application.id, language: 'cn' });
    const bm = await downloadSd({ actor: staff, applicationId: application.id, language: 'bm' });
    if (!hasPoppler) return;
    expect(textOf(cn.buffer)).toContain('签名及公司印章');
    expect(textOf(bm.buffer)).toContain('Tandatangan dan cop syarikat');
  });

  it('is refused where the workflow has no download_sd (409), to another agent (404) and to the owner (403)', async () => {
    const { customer, agent, application } = await renewal();
    const { application: search } = await buildApplication({ user: customer, agent, service: SERVICE.SEARCH, status: S.IN_PROGRESS });
    const { application: cancelled } = await buildApplication({ user: customer, agent, status: S.CANCELLED });
    for (const id of [search.id, cancelled.id]) {
      const refused = await caught(downloadSd({ actor: agent, applicationId: id }));
      expect([refused.status, refused.message]).toEqual([409, 'files:sd.fail']);
    }
    expect((await caught(downloadSd({ actor: await buildAgent(), applicationId: application.id }))).status).toBe(404);
    expect((await caught(downloadSd({ actor: customer, applicationId: application.id }))).status).toBe(403);
  });

  it('answers 404 with its own message when the product has no document template', async () => {
    const customer = await buildCustomer();
    const agent = await buildAgent();
    const service = await findProductService('MY', SERVICE.APPLICATION, IP_TYPE.TRADEMARK);
    await ProductDocument.destroy({ where: { product_service_id: service.id } });
    const { application } = await buildApplication({ user: customer, agent, service: SERVICE.APPLICATION, status: S.IN_PROGRESS });
    const missing = await caught(downloadSd({ actor: agent, applicationId: application.id }));
    expect([missing.status, missing.message]).toEqual([404, 'files:sd.no_template']);
    // The files card does not offer a Download SD that would answer 404 (the link crawler found one).
    expect((await listApplicationFiles({ actor: agent, applicationId: application.id })).can_download_sd).toBe(false);
  });
});
