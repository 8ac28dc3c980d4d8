import { describe, expect, it } from 'vitest';
import { ROLE, USER_STATUS } from '../../constants/index';
import { BroadcastDelivery } from '../../models/broadcast-delivery';
import { EmailBroadcast } from '../../models/email-broadcast';
import { publishDateText } from '../../schemas/broadcasts';
import { useStorage } from '../../storage/index';
import { buildAgent, buildCustomer, buildStaff, caught, JPG, lastAudit, PDF, PNG, queriesOf, useTestWorld } from '../../testing/index';
import {
  createBroadcast,
  deleteBroadcast,
  duplicateBroadcast,
  getBroadcast,
  listBroadcasts,
  readBroadcastAttachment,
  searchBroadcastRecipients,
  updateBroadcast,
} from './index';

/** The console's broadcast e-mails (ADM-56..62, ⚑AMB-35, G-09, ADR 062) on a real database. */
const world = useTestWorld();

const inHours = (hours: number) => publishDateText(new Date(Date.now() + hours * 3_600_000));
const file = (buffer: Buffer, filename: string) => ({ buffer, filename });

async function form(overrides: Record<string, unknown> = {}) {
  const customer = await buildCustomer();
  return { title: 'Office closed', status: 1, publish_date: inHours(24), receiver: [customer.id], message: '<p>We are closed on Monday.</p>', ...overrides };
}

describe('createBroadcast (ADM-58..60, ⚑AMB-35)', () => {
  it('stores the sanitised message, the KL publish date, the receivers as [{id, email}] and the attachments, and audits it', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const [a, b] = [await buildCustomer(), await buildAgent()];
    const result = await createBroadcast({
      actor: admin,
      title: '  Office closed  ',
      status: '1',
      publish_date: '2026-12-24 18:30',
      receiver: JSON.stringify([{ id: a.id, email: 'ignored@example.com' }, { id: b.id }]),
      message: '<p onclick="x()">Closed <script>alert(1)</script><strong>Monday</strong></p>',
      attachments: [file(PNG, 'banner.png'), file(JPG, 'C:\\pics\\map.jpeg')],
    });
    expect(result.message).toBe('broadcasts:submit_success');
    expect(result.broadcast).toMatchObject({
      title: 'Office closed',
      status: 1,
      publish_date: '2026-12-24 18:30',
      audience: 'users',
      receiver: [{ id: a.id, email: a.email }, { id: b.id, email: b.email }],
      message: '<p>Closed <strong>Monday</strong></p>',
      sent: false,
      can_edit: true,
      can_delete: true,
      can_duplicate: true,
      progress: { sent: 0, failed: 0, remaining: 0, unknown: 0 },
    });
    const stored = await EmailBroadcast.findByPk(result.broadcast.id, { rejectOnEmpty: true });
    expect(stored.publish_date.toISOString()).toBe('2026-12-24T10:30:00.000Z');
    expect(stored.created_by).toBe(admin.id);
    expect(result.broadcast.attachments.map((x) => [x.name, x.mime])).toEqual([
      ['banner.png', 'image/png'],
      ['map.jpeg', 'image/jpeg'],
    ]);
    const key = stored.attachments![0]!.path;
    expect(key.startsWith(`broadcasts/${stored.id}/`)).toBe(true);
    expect(Buffer.from(await world().storage.getFile(key)).equals(PNG)).toBe(true);
    const download = await readBroadcastAttachment({ actor: admin, id: stored.id, attachmentId: result.broadcast.attachments[1]!.id });
    expect([download.filename, download.contentType, download.buffer.equals(JPG)]).toEqual(['map.jpeg', 'image/jpeg', true]);
    expect((await caught(readBroadcastAttachment({ actor: admin, id: stored.id, attachmentId: 'nope' }))).status).toBe(404);
    const audit = await lastAudit('broadcast.create');
    expect(audit).toMatchObject({ actor_id: admin.id, target_type: 'email', target_id: String(stored.id) });
    expect(audit!.after).toMatchObject({ title: 'Office closed', status: 1, receivers: `${a.id},${b.id}` });
  });

  it('sends to an audience (all customers / all agents) without a user list', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const { broadcast } = await createBroadcast({ actor: admin, ...(await form({ audience: 'agents', receiver: undefined })) });
    expect([broadcast.audience, broadcast.receiver]).toEqual(['agents', []]);
  });

  it('takes the message from an .html file, sanitised (⚑AMB-35)', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const html = Buffer.from('<html><body><h1>Holiday</h1><p style="color:red">Back on <a href="https://ipr.example/x" onmouseover="y()">Tuesday</a><img src="https://t.example/p.gif"></p></body></html>');
    const { broadcast } = await createBroadcast({ actor: admin, ...(await form({ message: '' })), html_file: file(html, 'notice.HTML') });
    expect(broadcast.message).toBe('<h2>Holiday</h2><p>Back on <a href="https://ipr.example/x" rel="noopener noreferrer nofollow" target="_blank">Tuesday</a></p>');
    expect(broadcast.html_file).toBe('notice.HTML');
  });

  it('refuses every rule of ADM-59 on its field, with the spec messages, and stores nothing', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const before = await EmailBroadcast.count();
    const empty = await caught(createBroadcast({ actor: admin }));
    expect([empty.status, empty.messageKey]).toEqual([422, 'broadcasts:submit_fail']);
    expect(empty.fieldErrors).toEqual({
      title: ['broadcasts:validation.title_required'],
      status: ['broadcasts:validation.status_required'],
      publish_date: ['broadcasts:validation.date_required'],
      receiver: ['broadcasts:validation.receiver_required'],
      message: ['broadcasts:validation.message_required'],
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'abc' }, 'title', 'title_min'],
      [{ title: 'x'.repeat(192) }, 'title', 'title_max'],
      [{ status: 3 }, 'status', 'status_required'],
      [{ publish_date: '2026-02-30 10:00' }, 'publish_date', 'date_invalid'],
      [{ publish_date: '24-12-2026' }, 'publish_date', 'date_invalid'],
      [{ receiver: [] }, 'receiver', 'receiver_required'],
      [{ audience: 'everyone' }, 'audience', 'receiver_required'],
      [{ receiver: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'receiver', 'receiver_max'],
      [{ receiver: [999_999] }, 'receiver', 'receiver_unknown'],
      [{ message: '<p> &nbsp; </p><script>alert(1)</script>' }, 'message', 'message_required'],
      [{ message: 'x'.repeat(100_001) }, 'message', 'message_max'],
      [{ html_file: file(Buffer.from('<p>Hi</p>'), 'notice.txt') }, 'html_file', 'html_extension'],
      [{ html_file: file(Buffer.alloc(512 * 1024 + 1, 0x41), 'big.html') }, 'html_file', 'html_size'],
      [{ attachments: [file(PDF, 'a.png')] }, 'attachments', 'attachment_type'],
      [{ attachments: Array.from({ length: 6 }, (_, i) => file(PNG, `${i}.png`)) }, 'attachments', 'attachment_count'],
    ];
    for (const [overrides, field, key] of cases) {
      const error = await caught(createBroadcast({ actor: admin, ...(await form(overrides)) }));
      expect([error.status, error.fieldErrors[field]], JSON.stringify(overrides).slice(0, 80)).toEqual([422, [`broadcasts:validation.${key}`]]);
    }
    const blocked = await buildCustomer({ status_id: USER_STATUS.BLOCKED });
    expect((await caught(createBroadcast({ actor: admin, ...(await form({ receiver: [blocked.id] })) }))).fieldErrors.receiver).toEqual(['broadcasts:validation.receiver_unknown']);
    expect(await EmailBroadcast.count()).toBe(before);
  });

  it('is for super admins and admins only', async () => {
    for (const actor of [await buildStaff(ROLE.ACCOUNTANT), await buildCustomer(), await buildAgent()]) {
      expect((await caught(createBroadcast({ actor, ...(await form()) }))).status).toBe(403);
      expect((await caught(listBroadcasts({ actor }))).status).toBe(403);
    }
  });

  it('removes the files it stored when the save fails', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const real = world().storage;
    let puts = 0;
    const stored: string[] = [];
    useStorage(
      Object.assign(Object.create(real) as typeof real, {
        putFile: async (key: string, content: Buffer) => {
          puts += 1;
          if (puts === 2) throw new Error('disk full');
          stored.push(key);
          return real.putFile(key, content);
        },
      }),
    );
    try {
      const error = await caught(createBroadcast({ actor: admin, ...(await form({ title: 'Disk full case' })), attachments: [file(PNG, 'a.png'), file(JPG, 'b.jpg')] }));
      expect([error.status, error.messageKey]).toEqual([500, 'broadcasts:submit_fail']);
    } finally {
      useStorage(real);
    }
    expect(stored).toHaveLength(1);
    expect(await real.exists(stored[0]!)).toBe(false);
    expect(await EmailBroadcast.count({ where: { title: 'Disk full case' } })).toBe(0);
  });
});

describe('updateBroadcast, deleteBroadcast, duplicateBroadcast (ADM-57, ADM-60, G-09)', () => {
  it('updates a draft, keeps or removes attachments and audits the changed fields', async () => {
    const admin = await buildStaff(ROLE.SUPER_ADMIN);
    const { broadcast } = await createBroadcast({ actor: admin, ...(await form()), attachments: [file(PNG, 'a.png'), file(JPG, 'b.jpg')] });
    const [keep, drop] = broadcast.attachments;
    const dropKey = (await EmailBroadcast.findByPk(broadcast.id, { rejectOnEmpty: true })).attachments!.find((a) => a.id === drop!.id)!.path;
    const result = await updateBroadcast({
      actor: admin,
      id: String(broadcast.id),
      ...(await form({ title: 'Office closed (updated)', status: 0, audience: 'customers', receiver: undefined })),
      keep_attachments: JSON.stringify([keep!.id]),
      attachments: [file(PNG, 'c.png')],
    });
    expect(result.message).toBe('broadcasts:update_success');
    expect(result.broadcast).toMatchObject({ title: 'Office closed (updated)', status: 0, audience: 'customers', receiver: [] });
    expect(result.broadcast.attachments.map((a) => a.name)).toEqual(['a.png', 'c.png']);
    expect(await world().storage.exists(dropKey)).toBe(false);
    const audit = await lastAudit('broadcast.update');
    expect(audit!.before).toMatchObject({ title: 'Office closed', status: 1, audience: 'users' });
    expect(audit!.after).toMatchObject({ title: 'Office closed (updated)', status: 0, audience: 'customers', attachments: 'a.png, c.png' });
    expect((await caught(updateBroadcast({ actor: admin, id: 999_999, ...(await form()) }))).status).toBe(404);
  });

  it('makes a sent broadcast read-only — sent_at set, or any delivery started — and duplicates it as an inactive draft', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const customer = await buildCustomer();
    const sent = (await createBroadcast({ actor: admin, ...(await form()), attachments: [file(PNG, 'banner.png')] })).broadcast;
    await EmailBroadcast.update({ sent_at: new Date() }, { where: { id: sent.id } });
    const sending = (await createBroadcast({ actor: admin, ...(await form()) })).broadcast;
    await BroadcastDelivery.create({ broadcast_id: sending.id, user_id: customer.id, email: customer.email, status: 'failed', attempts: 1 });

    for (const id of [sent.id, sending.id]) {
      const read = await getBroadcast({ actor: admin, id });
      expect([read.sent, read.can_edit, read.can_delete, read.can_duplicate]).toEqual([true, false, false, true]);
      const update = await caught(updateBroadcast({ actor: admin, id, ...(await form({ title: 'Changed after sending' })) }));
      expect([update.status, update.messageKey]).toEqual([409, 'broadcasts:read_only']);
      const remove = await caught(deleteBroadcast({ actor: admin, id }));
      expect([remove.status, remove.messageKey]).toEqual([409, 'broadcasts:read_only']);
    }
    expect((await EmailBroadcast.findByPk(sent.id, { rejectOnEmpty: true })).title).toBe('Office closed');

    const copy = await duplicateBroadcast({ actor: admin, id: sent.id });
    expect(copy.message).toBe('broadcasts:duplicate_success');
    expect(copy.broadcast).toMatchObject({ title: sent.title, status: 0, sent: false, sent_at: null, can_edit: true, receiver: sent.receiver, message: '<p>We are closed on Monday.</p>' });
    const [source, duplicate] = await Promise.all([EmailBroadcast.findByPk(sent.id, { rejectOnEmpty: true }), EmailBroadcast.findByPk(copy.broadcast.id, { rejectOnEmpty: true })]);
    expect(duplicate.attachments![0]!.path).not.toBe(source.attachments![0]!.path);
    expect(Buffer.from(await world().storage.getFile(duplicate.attachments![0]!.path)).equals(PNG)).toBe(true);
    expect((await lastAudit('broadcast.duplicate'))!.after).toMatchObject({ from: sent.id, status: 0 });
    // The draft is editable.
    expect((await updateBroadcast({ actor: admin, id: copy.broadcast.id, ...(await form({ title: 'Office closed again' })) })).broadcast.title).toBe('Office closed again');
  });

  it('deletes a draft with its files and audits it', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const { broadcast } = await createBroadcast({ actor: admin, ...(await form()), attachments: [file(PNG, 'x.png')] });
    const key = (await EmailBroadcast.findByPk(broadcast.id, { rejectOnEmpty: true })).attachments![0]!.path;
    expect(await deleteBroadcast({ actor: admin, id: broadcast.id })).toEqual({ id: broadcast.id, message: 'broadcasts:delete_success' });
    expect(await EmailBroadcast.findByPk(broadcast.id)).toBeNull();
    expect(await world().storage.exists(key)).toBe(false);
    expect((await lastAudit('broadcast.delete'))!.target_id).toBe(String(broadcast.id));
  });
});

describe('listBroadcasts (ADM-56) and the recipients lookup', () => {
  it('filters by status, searches the title, sorts, and shows progress and flags in three statements', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const tag = `L${Date.now().toString(36)}`;
    const active = (await createBroadcast({ actor: admin, ...(await form({ title: `${tag} Bravo active` })) })).broadcast;
    const inactive = (await createBroadcast({ actor: admin, ...(await form({ title: `${tag} Alpha inactive`, status: 0 })) })).broadcast;
    const users = await Promise.all([buildCustomer(), buildCustomer(), buildCustomer(), buildCustomer(), buildCustomer()]);
    const states = ['sent', 'sent', 'failed', 'pending', 'unknown'];
    await BroadcastDelivery.bulkCreate(users.map((u, i) => ({ broadcast_id: active.id, user_id: u.id, email: u.email, status: states[i]! })));

    let page: Awaited<ReturnType<typeof listBroadcasts>> | undefined;
    const statements = await queriesOf(async () => {
      page = await listBroadcasts({ actor: admin, filter: { q: tag, status: 2 }, sort: { field: 'title', order: 'ASC' } });
    });
    expect(statements).toBeLessThanOrEqual(3);
    expect(page!.total).toBe(2);
    expect(page!.rows.map((r) => r.id)).toEqual([inactive.id, active.id]);
    expect(page!.rows[1]).toMatchObject({ progress: { sent: 2, failed: 1, remaining: 1, unknown: 1 }, sent: true, can_edit: false, can_delete: false, can_duplicate: true });
    expect(page!.rows[0]).toMatchObject({ progress: { sent: 0, failed: 0, remaining: 0, unknown: 0 }, sent: false, can_edit: true });
    expect(page!.rows[0]).not.toHaveProperty('message');

    expect((await listBroadcasts({ actor: admin, filter: { q: tag, status: 0 } })).rows.map((r) => r.id)).toEqual([inactive.id]);
    expect((await listBroadcasts({ actor: admin, filter: { q: tag, status: '1' } })).rows.map((r) => r.id)).toEqual([active.id]);
    expect((await listBroadcasts({ actor: admin, filter: { q: `${tag}%` } })).total).toBe(0);
    for (const bad of [{ filter: { status: 5 } }, { sort: { field: 'message' as never, order: 'ASC' as const } }]) {
      expect(await caught(listBroadcasts({ actor: admin, ...bad }))).toMatchObject({ status: 400, messageKey: 'broadcasts:list_fail' });
    }
    expect(await caught(getBroadcast({ actor: admin, id: 'Infinity' }))).toMatchObject({ status: 404, messageKey: 'broadcasts:retrieve_fail' });
  });

  it('finds active users by name or e-mail (at most 20), and the selected ones by id', async () => {
    const admin = await buildStaff(ROLE.ADMIN);
    const tag = `rcp${Date.now().toString(36)}`;
    const found = await buildCustomer({ name: `Siti ${tag}` });
    await buildCustomer({ name: `Blocked ${tag}`, status_id: USER_STATUS.BLOCKED });
    expect((await searchBroadcastRecipients({ actor: admin, q: tag })).map((u) => u.id)).toEqual([found.id]);
    expect((await searchBroadcastRecipients({ actor: admin, q: found.email.toUpperCase() })).map((u) => u.email)).toEqual([found.email]);
    expect((await searchBroadcastRecipients({ actor: admin, q: '' })).length).toBeLessThanOrEqual(20);
    expect((await searchBroadcastRecipients({ actor: admin, ids: `[${found.id}, 999999]` })).map((u) => u.id)).toEqual([found.id]);
    expect((await caught(searchBroadcastRecipients({ actor: await buildStaff(ROLE.ACCOUNTANT), q: tag }))).status).toBe(403);
  });
});
