import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS as S, FILE_STATUS, ROLE, SERVICE } from '../../constants/index';
import { ApplicationFile } from '../../models/application-file';
import { AuditLog } from '../../models/audit-log';
import { Configuration } from '../../models/configuration';
import { IpRecord } from '../../models/ip-record';
import { buildAgent, buildApplication, buildCustomer, buildStaff, caught, DOC, DOCX, JPG, lastAudit, PDF, PNG, useTestWorld, zipOf } from '../../testing/index';
import { takeApplicationStep } from '../applications/take-application-step';
import { addApplicationFile } from './add-application-file';
import { hideApplicationFile } from './hide-application-file';
import { listApplicationFiles } from './list-application-files';
import { readApplicationFile } from './read-application-file';
import { restoreApplicationFile } from './restore-application-file';
import { reuploadApplicationFile } from './reupload-application-file';
import { readApplicationLogo } from './read-application-logo';
import { uploadApplicationLogo } from './upload-application-logo';

const world = useTestWorld();
const MB = 1024 * 1024;

async function job() {
  const customer = await buildCustomer();
  const agent = await buildAgent();
  const { application, ip } = await buildApplication({ user: customer, agent, service: SERVICE.RENEWAL, status: S.IN_PROGRESS });
  return { customer, agent, application, ip };
}

const stored = (applicationId: number) => {
  try {
    return readdirSync(path.join(world().storageDir, 'applications', String(applicationId))).sort();
  } catch {
    return [];
  }
};

describe('addApplicationFile (AGT-28, AGT-29, AGT-20, G-16)', () => {
  it('takes pdf, doc and docx by content from the assigned agent, stored visible under a new key', async () => {
    const { agent, application } = await job();
    for (const [buffer, filename, mime] of [
      [PDF, 'a.pdf', 'application/pdf'],
      [DOC, 'b.doc', 'application/msword'],
      [DOCX, 'c.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ] as const) {
      const result = await addApplicationFile({ actor: agent, applicationId: application.id, description: `Doc ${filename}`, isHidden: 'false', file: { buffer, filename } });
      expect(result.message).toBe('files:success.upload');
      const row = await ApplicationFile.findByPk(result.file.id, { rejectOnEmpty: true });
      expect(row).toMatchObject({ application_id: application.id, description: `Doc ${filename}`, filename, mime, status_id: FILE_STATUS.VISIBLE, is_hidden: false, uploaded_by: agent.id });
      expect(row.path).toMatch(new RegExp(`^applications/${application.id}/[0-9a-f]{32}\\.${filename.split('.')[1]}$`));
      expect(Buffer.from(await world().storage.getFile(row.path)).equals(buffer)).toBe(true);
    }
    expect(stored(application.id)).toHaveLength(3);
    expect(await AuditLog.count({ where: { action: 'application.file.add' } })).toBe(0); // an agent's own work is not a staff audit
  });

  it('refuses other types by content (a PNG named .pdf, a spreadsheet), a missing description, flag or file — 422, nothing stored', async () => {
    const { agent, application } = await job();
    const send = (over: Record<string, unknown>) => caught(addApplicationFile({ actor: agent, applicationId: application.id, description: 'Power of attorney', isHidden: '0', file: { buffer: PDF, filename: 'x.pdf' }, ...over }));
    expect((await send({ file: { buffer: PNG, filename: 'x.pdf' } })).fieldErrors).toEqual({ file: ['files:validation.file_type'] });
    expect((await send({ file: { buffer: zipOf(['xl/workbook.xml']), filename: 'x.docx' } })).fieldErrors).toEqual({ file: ['files:validation.file_type'] });
    const missing = await send({ description: '  ', isHidden: undefined, file: null });
    expect(missing.status).toBe(422);
    expect(missing.message).toBe('files:fail.upload');
    expect(missing.fieldErrors).toEqual({ description: ['files:validation.description_required'], is_hidden: ['files:validation.hidden_required'], file: ['files:validation.file_required'] });
    expect((await send({ description: 'x'.repeat(256) })).fieldErrors).toEqual({ description: ['files:validation.description_too_long'] });
    expect(await ApplicationFile.count({ where: { application_id: application.id } })).toBe(0);
    expect(stored(application.id)).toEqual([]);
  });

  it('applies the configured upload size (upload_max_mb, default 10 MB) to extra files and to step files', async () => {
    const { agent, application } = await job();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB)]);
    expect((await caught(addApplicationFile({ actor: agent, applicationId: application.id, description: 'Big', isHidden: false, file: { buffer: big } }))).fieldErrors).toEqual({ file: ['files:validation.file_size'] });
    await Configuration.writeValue('upload_max_mb', 12);
    try {
      await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Big', isHidden: false, file: { buffer: big } });
      await Configuration.writeValue('upload_max_mb', 1);
      const small = Buffer.concat([PDF, Buffer.alloc(MB)]);
      expect((await caught(addApplicationFile({ actor: agent, applicationId: application.id, description: 'Small', isHidden: false, file: { buffer: small } }))).fieldErrors).toEqual({ file: ['files:validation.file_size'] });
      const step = await caught(takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', file: { buffer: small } }));
      expect(step.fieldErrors).toEqual({ file: ['applications:step.file_size'] });
    } finally {
      await Configuration.writeValue('upload_max_mb', 10);
    }
    expect(await ApplicationFile.count({ where: { application_id: application.id } })).toBe(1);
  });

  it('lets a step take a doc or docx receipt (AGT-20), stored locked', async () => {
    const { agent, application } = await job();
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', file: { buffer: DOCX, filename: 'receipt.docx' } });
    const file = await ApplicationFile.findOne({ where: { application_id: application.id }, rejectOnEmpty: true });
    expect(file).toMatchObject({ filename: 'receipt.docx', status_id: FILE_STATUS.LOCKED });
    expect(file.path.endsWith('.docx')).toBe(true);
  });

  it('answers another agent 404, the owner 403 (read-only) and a cancelled application 409; staff are audited', async () => {
    const { customer, application } = await job();
    const other = await buildAgent();
    const input = { applicationId: application.id, description: 'Letter', isHidden: false, file: { buffer: PDF } };
    const notFound = await caught(addApplicationFile({ actor: other, ...input }));
    expect([notFound.status, notFound.message]).toEqual([404, 'files:fail.upload']);
    expect((await caught(addApplicationFile({ actor: customer, ...input }))).status).toBe(403);
    expect((await caught(addApplicationFile({ actor: await buildStaff(ROLE.ACCOUNTANT), ...input }))).status).toBe(404);
    const admin = await buildStaff(ROLE.ADMIN);
    const { file } = await addApplicationFile({ actor: admin, ...input });
    expect((await lastAudit('application.file.add'))?.toJSON()).toMatchObject({ actor_id: admin.id, target_type: 'application', target_id: String(application.id), after: { file_id: file.id } });
    const { application: cancelled } = await buildApplication({ user: customer, agent: await buildAgent(), status: S.CANCELLED });
    expect((await caught(addApplicationFile({ actor: admin, ...input, applicationId: cancelled.id }))).status).toBe(409);
  });
});

describe('hide, restore and re-upload (AGT-30..33, G-16)', () => {
  it('hides a visible file and restores it, with the spec messages; refuses the wrong state with 409', async () => {
    const { agent, application } = await job();
    const { file } = await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Letter', isHidden: false, file: { buffer: PDF } });
    expect(await hideApplicationFile({ actor: agent, fileId: file.id, applicationId: application.id })).toEqual({ message: 'files:success.hide' });
    expect((await ApplicationFile.findByPk(file.id))?.status_id).toBe(FILE_STATUS.HIDDEN);
    const twice = await caught(hideApplicationFile({ actor: agent, fileId: file.id }));
    expect([twice.status, twice.message]).toEqual([409, 'files:fail.remove']);
    expect(await restoreApplicationFile({ actor: agent, fileId: file.id })).toEqual({ message: 'files:success.restore' });
    expect((await ApplicationFile.findByPk(file.id))?.status_id).toBe(FILE_STATUS.VISIBLE);
    const again = await caught(restoreApplicationFile({ actor: agent, fileId: file.id }));
    expect([again.status, again.message]).toEqual([409, 'files:fail.recover']);
  });

  it('re-uploads to a new key and keeps the previous file untouched (never overwrites)', async () => {
    const { agent, application } = await job();
    const { file } = await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Letter', isHidden: false, file: { buffer: PDF, filename: 'v1.pdf' } });
    const first = (await ApplicationFile.findByPk(file.id, { rejectOnEmpty: true })).path;
    expect(await reuploadApplicationFile({ actor: agent, fileId: file.id, applicationId: application.id, file: { buffer: DOC, filename: 'v2.doc' } })).toEqual({ message: 'files:success.reupload' });
    const row = await ApplicationFile.findByPk(file.id, { rejectOnEmpty: true });
    expect(row.path).not.toBe(first);
    expect(row).toMatchObject({ filename: 'v2.doc', mime: 'application/msword', status_id: FILE_STATUS.VISIBLE });
    expect(Buffer.from(await world().storage.getFile(first)).equals(PDF)).toBe(true);
    expect(Buffer.from(await world().storage.getFile(row.path)).equals(DOC)).toBe(true);
    const bad = await caught(reuploadApplicationFile({ actor: agent, fileId: file.id, file: { buffer: JPG } }));
    expect([bad.status, bad.message, bad.fieldErrors]).toEqual([422, 'files:fail.update', { file: ['files:validation.file_type'] }]);
    expect(stored(application.id)).toHaveLength(2);
  });

  it('refuses to re-upload or hide a locked file (status 2), for the agent and staff alike, changing nothing', async () => {
    const { agent, application } = await job();
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', file: { buffer: PDF, filename: 'receipt.pdf' } });
    const locked = await ApplicationFile.findOne({ where: { application_id: application.id }, rejectOnEmpty: true });
    const superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
    for (const actor of [agent, superAdmin]) {
      const reupload = await caught(reuploadApplicationFile({ actor, fileId: locked.id, file: { buffer: PDF } }));
      expect([reupload.status, reupload.message]).toEqual([409, 'files:fail.update']);
      expect((await caught(hideApplicationFile({ actor, fileId: locked.id }))).status).toBe(409);
    }
    expect((await ApplicationFile.findByPk(locked.id))?.toJSON()).toEqual(locked.toJSON());
    expect(stored(application.id)).toEqual([locked.path.split('/').pop()]);
  });

  it('answers 404 to another agent, for a file of another application than the page, and for a bad id', async () => {
    const { agent, application } = await job();
    const { file } = await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Letter', isHidden: false, file: { buffer: PDF } });
    const other = await buildAgent();
    const { application: otherJob } = await buildApplication({ user: await buildCustomer(), agent: other });
    for (const call of [
      () => hideApplicationFile({ actor: other, fileId: file.id }),
      () => restoreApplicationFile({ actor: other, fileId: file.id }),
      () => reuploadApplicationFile({ actor: other, fileId: file.id, file: { buffer: PDF } }),
      () => hideApplicationFile({ actor: agent, fileId: file.id, applicationId: otherJob.id }),
      () => hideApplicationFile({ actor: agent, fileId: 'Infinity' }),
    ]) {
      expect((await caught(call())).status).toBe(404);
    }
    expect((await ApplicationFile.findByPk(file.id))?.status_id).toBe(FILE_STATUS.VISIBLE);
  });

  it('writes a staff audit row for each change (G-65)', async () => {
    const { agent, application } = await job();
    const admin = await buildStaff(ROLE.ADMIN);
    const { file } = await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Letter', isHidden: false, file: { buffer: PDF } });
    await hideApplicationFile({ actor: admin, fileId: file.id });
    expect((await lastAudit('application.file.hide'))?.toJSON()).toMatchObject({ actor_id: admin.id, before: { file_id: file.id, status_id: 1 }, after: { status_id: 0 } });
    await restoreApplicationFile({ actor: admin, fileId: file.id });
    expect((await lastAudit('application.file.restore'))?.actor_id).toBe(admin.id);
    await reuploadApplicationFile({ actor: admin, fileId: file.id, file: { buffer: DOCX } });
    expect((await lastAudit('application.file.reupload'))?.toJSON()).toMatchObject({ actor_id: admin.id, after: { file_id: file.id } });
  });
});

describe('listApplicationFiles and readApplicationFile (POR-51, G-16, G-45)', () => {
  it('shows the agent every file with its can_* flags, and the owner only the files shown to them, read-only', async () => {
    const { customer, agent, application } = await job();
    const { application: search } = await buildApplication({ user: customer, agent, service: SERVICE.SEARCH });
    expect(await listApplicationFiles({ actor: agent, applicationId: search.id })).toMatchObject({ files: [], can_add: true, can_download_sd: false, can_upload_sd: false });
    await takeApplicationStep({ actor: agent, applicationId: application.id, action: 'filed', file: { buffer: PDF, filename: 'receipt.pdf' } });
    const visible = (await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Visible', isHidden: false, file: { buffer: PDF } })).file.id;
    const secret = (await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Agent only', isHidden: true, file: { buffer: PDF } })).file.id;
    const removed = (await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Removed', isHidden: false, file: { buffer: PDF } })).file.id;
    await hideApplicationFile({ actor: agent, fileId: removed });

    const forAgent = await listApplicationFiles({ actor: agent, applicationId: application.id });
    expect(forAgent).toMatchObject({ reader: 'agent', can_add: true, max_upload_mb: 10, can_download_sd: true, can_upload_sd: true, has_logo: false, can_upload_logo: true });
    const flags = Object.fromEntries(forAgent.files.map((f) => [f.description, [f.status_id, f.can_hide, f.can_restore, f.can_reupload]]));
    expect(flags).toEqual({
      'Filing receipt': [2, false, false, false],
      Visible: [1, true, false, true],
      'Agent only': [1, true, false, true],
      Removed: [0, false, true, true],
    });

    const forOwner = await listApplicationFiles({ actor: customer, applicationId: application.id });
    expect(forOwner.reader).toBe('owner');
    expect(forOwner).toMatchObject({ can_add: false, can_download_sd: false, can_upload_sd: false, can_upload_logo: false });
    expect(forOwner.files.map((f) => f.description).sort()).toEqual(['Filing receipt', 'Visible']);
    expect(forOwner.files.every((f) => !f.can_hide && !f.can_restore && !f.can_reupload && f.uploaded_by === null)).toBe(true);

    expect((await readApplicationFile({ actor: customer, applicationId: application.id, fileId: visible })).contentType).toBe('application/pdf');
    for (const fileId of [secret, removed]) expect((await caught(readApplicationFile({ actor: customer, applicationId: application.id, fileId }))).status).toBe(404);
    const read = await readApplicationFile({ actor: agent, applicationId: application.id, fileId: secret });
    expect(read.buffer.equals(PDF)).toBe(true);
  });

  it('answers 404 to another agent, another customer and an accountant; a file of another application is 404', async () => {
    const { agent, application } = await job();
    const { file } = await addApplicationFile({ actor: agent, applicationId: application.id, description: 'Letter', isHidden: false, file: { buffer: PDF } });
    const { application: mine } = await buildApplication({ user: await buildCustomer(), agent });
    for (const actor of [await buildAgent(), await buildCustomer(), await buildStaff(ROLE.ACCOUNTANT)]) {
      expect((await caught(listApplicationFiles({ actor, applicationId: application.id }))).status).toBe(404);
      expect((await caught(readApplicationFile({ actor, applicationId: application.id, fileId: file.id }))).status).toBe(404);
    }
    expect((await caught(readApplicationFile({ actor: agent, applicationId: mine.id, fileId: file.id }))).status).toBe(404);
    expect((await listApplicationFiles({ actor: await buildStaff(ROLE.SUPER_ADMIN), applicationId: application.id })).files).toHaveLength(1);
  });
});

describe('uploadApplicationLogo (AGT-16, POR-18/19)', () => {
  it('stores a PNG or JPEG of at most 1 MB under a new key on the IP, and refuses the rest with the spec messages', async () => {
    const { customer, agent, application, ip } = await job();
    expect((await caught(readApplicationLogo({ actor: agent, applicationId: application.id }))).status).toBe(404);
    expect(await uploadApplicationLogo({ actor: agent, applicationId: application.id, file: { buffer: PNG, filename: 'mark.png' } })).toEqual({ message: 'files:logo.success' });
    const first = (await IpRecord.findByPk(ip.id, { rejectOnEmpty: true })).path!;
    expect(first).toMatch(new RegExp(`^logos/ips/${ip.id}/[0-9a-f]{24}\\.png$`));
    await uploadApplicationLogo({ actor: agent, applicationId: application.id, file: { buffer: JPG, filename: 'mark.jpeg' } });
    const second = (await IpRecord.findByPk(ip.id, { rejectOnEmpty: true })).path!;
    expect(second).not.toBe(first);
    expect(await world().storage.exists(first)).toBe(true);

    const typeError = await caught(uploadApplicationLogo({ actor: agent, applicationId: application.id, file: { buffer: PDF, filename: 'mark.png' } }));
    expect(typeError.fieldErrors).toEqual({ logo: ['orders:request.validation.logo_type'] });
    const sizeError = await caught(uploadApplicationLogo({ actor: agent, applicationId: application.id, file: { buffer: Buffer.concat([PNG, Buffer.alloc(MB)]), filename: 'mark.png' } }));
    expect(sizeError.fieldErrors).toEqual({ logo: ['orders:request.validation.logo_size'] });
    expect((await caught(uploadApplicationLogo({ actor: await buildAgent(), applicationId: application.id, file: { buffer: PNG, filename: 'a.png' } }))).status).toBe(404);
    expect((await caught(uploadApplicationLogo({ actor: customer, applicationId: application.id, file: { buffer: PNG, filename: 'a.png' } }))).status).toBe(403);
    expect((await IpRecord.findByPk(ip.id, { rejectOnEmpty: true })).path).toBe(second);
    expect(await readApplicationLogo({ actor: customer, applicationId: application.id })).toEqual({ buffer: JPG, contentType: 'image/jpeg' });
    expect((await caught(readApplicationLogo({ actor: await buildAgent(), applicationId: application.id }))).status).toBe(404);
  });
});
