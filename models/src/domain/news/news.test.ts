import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../constants/index';
import { News } from '../../models/news';
import { buildCustomer, buildStaff, caught, JPG, lastAudit, openTestWorld, PDF, PNG, queriesOf, type TestWorld, type User } from '../../testing/index';
import { getPublishedNews, listPublishedNews, readNewsImage } from '../content/index';
import { createNews, deleteNews, getNews, listNews, readStaffNewsImage, updateNews } from './index';

let world: TestWorld;
let admin: User;
let superAdmin: User;
let accountant: User;
let customer: User;
beforeAll(async () => {
  world = await openTestWorld();
  admin = await buildStaff(ROLE.ADMIN);
  superAdmin = await buildStaff(ROLE.SUPER_ADMIN);
  accountant = await buildStaff(ROLE.ACCOUNTANT);
  customer = await buildCustomer();
}, 120_000);
afterAll(async () => world?.close());

const NOW = new Date('2026-11-20T04:00:00Z'); // 12:00 in Kuala Lumpur
const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Office closed for Deepavali',
  message: '<p>Our office is <strong>closed</strong> on Monday.</p>',
  status: 1,
  publish_date: '2026-11-20 11:00',
  ...overrides,
});

describe('createNews (ADM-52, ADM-53)', () => {
  it('stores the item with its images, sanitised message, KL publish date and author; audited', async () => {
    const result = await createNews({
      actor: admin,
      ...form({ message: '<p onclick="x()">Hello <script>alert(1)</script>there</p><img src="x">' }),
      images: [{ buffer: PNG, filename: 'a.png' }, { buffer: JPG, filename: 'b.jpeg' }],
      now: NOW,
    });
    expect(result.message).toBe('site:news_admin.submit_success');
    const { news } = result;
    expect(news).toMatchObject({ title: 'Office closed for Deepavali', status: 1, publish_date: '2026-11-20 11:00', published: true, can_edit: true, can_delete: true });
    expect(news.message).toBe('<p>Hello there</p>');
    expect(news.created_by).toEqual({ name: admin.name, email: admin.email });
    expect(news.images.map((i) => i.index)).toEqual([0, 1]);
    const row = await News.findByPk(news.id, { rejectOnEmpty: true });
    expect(new Date(row.publish_date).toISOString()).toBe('2026-11-20T03:00:00.000Z');
    expect(row.images).toHaveLength(2);
    for (const key of row.images!) expect(await world.storage.exists(key)).toBe(true);
    expect((await lastAudit('news.create'))?.target_id).toBe(String(news.id));
    // The public site shows it (G-51) with its image.
    expect((await getPublishedNews({ id: news.id, now: NOW })).title).toBe('Office closed for Deepavali');
    expect((await readNewsImage({ id: news.id, index: 0, now: NOW })).mime).toBe('image/png');
  });

  it('refuses bad input with every field message at once and stores nothing', async () => {
    const before = await News.count();
    const error = await caught(
      createNews({ actor: admin, title: 'abc', message: '<p>  </p>', status: 5, publish_date: '2026-02-30 10:00', images: [{ buffer: PDF, filename: 'x.pdf' }] }),
    );
    expect(error.status).toBe(422);
    expect(error.messageKey).toBe('site:news_admin.submit_fail');
    expect(error.fieldErrors).toEqual({
      title: ['site:news_admin.validation.title_min'],
      message: ['site:news_admin.validation.message_required'],
      status: ['site:news_admin.validation.status_required'],
      publish_date: ['site:news_admin.validation.date_invalid'],
      images: ['site:news_admin.validation.image_type'],
    });
    const missing = await caught(createNews({ actor: admin, title: '', message: 'ab', publish_date: '' }));
    expect(missing.fieldErrors).toMatchObject({
      title: ['site:news_admin.validation.title_required'],
      message: ['site:news_admin.validation.message_min'],
      publish_date: ['site:news_admin.validation.date_required'],
    });
    const tooMany = await caught(createNews({ actor: admin, ...form(), images: Array.from({ length: 11 }, () => ({ buffer: PNG })) }));
    expect(tooMany.fieldErrors).toEqual({ images: ['site:news_admin.validation.images_max'] });
    expect(await News.count()).toBe(before);
  });

  it('is for super admins and admins only', async () => {
    for (const actor of [accountant, customer]) {
      expect((await caught(createNews({ actor, ...form() }))).status).toBe(403);
      expect((await caught(listNews({ actor }))).status).toBe(403);
    }
    expect((await createNews({ actor: superAdmin, ...form({ title: 'By the super admin' }) })).news.created_by?.email).toBe(superAdmin.email);
  });
});

describe('listNews (ADM-50)', () => {
  it('filters on status (2 all), searches the title, sorts, pages — one query for the page and one for the count', async () => {
    await createNews({ actor: admin, ...form({ title: 'Zebra draft news', status: 0, publish_date: '2026-11-01 09:00' }) });
    await createNews({ actor: admin, ...form({ title: 'Scheduled renewal tips', publish_date: '2030-01-01 09:00' }) });
    const all = await listNews({ actor: admin, filter: { status: 2 }, limit: 100, now: NOW });
    expect(all.total).toBe(await News.count());
    const inactive = await listNews({ actor: admin, filter: { status: '0' }, limit: 100 });
    expect(inactive.rows.every((r) => r.status === 0)).toBe(true);
    expect(inactive.rows.map((r) => r.title)).toContain('Zebra draft news');
    const searched = await listNews({ actor: admin, filter: { q: 'renewal tips' }, now: NOW });
    expect(searched.rows.map((r) => r.title)).toEqual(['Scheduled renewal tips']);
    expect(searched.rows[0]!.published).toBe(false);
    const byTitle = await listNews({ actor: admin, sort: { field: 'title', order: 'DESC' }, limit: 1 });
    expect(byTitle.rows[0]!.title).toBe('Zebra draft news');
    expect(await queriesOf(() => listNews({ actor: admin, limit: 25 }))).toBe(2);
    expect((await caught(listNews({ actor: admin, filter: { status: 7 } }))).messageKey).toBe('messages:fail_to_retrieve_list');
    expect((await caught(listNews({ actor: admin, sort: { field: 'content' as never, order: 'ASC' } }))).status).toBe(400);
    // The public list shows only Active items whose publish date has come (G-51).
    const published = await listPublishedNews({ page: 1, perPage: 100, now: NOW });
    expect(published.data.map((i) => i.title)).not.toContain('Zebra draft news');
    expect(published.data.map((i) => i.title)).not.toContain('Scheduled renewal tips');
  });
});

describe('updateNews, getNews, deleteNews (ADM-53, ADM-54)', () => {
  it('updates the fields, keeps the chosen images, adds new ones and removes the dropped file after commit', async () => {
    const { news } = await createNews({ actor: admin, ...form(), images: [{ buffer: PNG }, { buffer: JPG }] });
    const [first, second] = (await News.findByPk(news.id, { rejectOnEmpty: true })).images!;
    const result = await updateNews({ actor: admin, id: news.id, ...form({ title: 'Office open again', status: 0 }), keep_images: [1], images: [{ buffer: PNG }] });
    expect(result.message).toBe('site:news_admin.update_success');
    expect(result.news).toMatchObject({ title: 'Office open again', status: 0, published: false });
    const row = await News.findByPk(news.id, { rejectOnEmpty: true });
    expect(row.images).toHaveLength(2);
    expect(row.images![0]).toBe(second);
    expect(await world.storage.exists(first!)).toBe(false);
    expect(await world.storage.exists(row.images![1]!)).toBe(true);
    const audit = await lastAudit('news.update');
    expect(audit?.after).toMatchObject({ title: 'Office open again', status: 0 });
    expect(audit?.before).toMatchObject({ title: 'Office closed for Deepavali', status: 1 });
    // The staff preview reads an unpublished item's image; the public route does not.
    expect((await readStaffNewsImage({ actor: admin, id: news.id, index: 0 })).mime).toBe('image/jpeg');
    expect((await caught(readNewsImage({ id: news.id, index: 0 }))).status).toBe(404);
    expect((await caught(readStaffNewsImage({ actor: accountant, id: news.id, index: 0 }))).status).toBe(403);
    expect((await getNews({ actor: admin, id: news.id })).title).toBe('Office open again');
  });

  it('a refused update changes nothing and leaves no new file behind', async () => {
    const { news } = await createNews({ actor: admin, ...form(), images: [{ buffer: PNG }] });
    const before = await News.findByPk(news.id, { rejectOnEmpty: true });
    const error = await caught(updateNews({ actor: admin, id: news.id, ...form({ title: 'ok title', message: 'x' }), images: [{ buffer: PNG }] }));
    expect(error.fieldErrors).toEqual({ message: ['site:news_admin.validation.message_min'] });
    const after = await News.findByPk(news.id, { rejectOnEmpty: true });
    expect(after.toJSON()).toEqual(before.toJSON());
    expect(await world.storage.exists(before.images![0]!)).toBe(true);
    expect((await caught(updateNews({ actor: admin, id: 999_999, ...form() }))).messageKey).toBe('site:news_admin.retrieve_fail');
    expect((await caught(getNews({ actor: admin, id: 'abc' }))).status).toBe(404);
  });

  it('deletes the item and its images; it leaves the public site', async () => {
    const { news } = await createNews({ actor: admin, ...form(), images: [{ buffer: PNG }] });
    const [key] = (await News.findByPk(news.id, { rejectOnEmpty: true })).images!;
    const result = await deleteNews({ actor: admin, id: news.id });
    expect(result.message).toBe('site:news_admin.delete_success');
    expect(await News.findByPk(news.id)).toBeNull();
    expect(await world.storage.exists(key!)).toBe(false);
    expect((await caught(getPublishedNews({ id: news.id }))).status).toBe(404);
    expect((await lastAudit('news.delete'))?.before).toMatchObject({ title: 'Office closed for Deepavali' });
    expect((await caught(deleteNews({ actor: admin, id: news.id }))).messageKey).toBe('site:news_admin.retrieve_fail');
  });
});
