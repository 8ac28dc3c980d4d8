import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Op, QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfigCache } from '../../config/env';
import { seedDemo, seedReference } from '../../db/seeder';
import { keptStatement } from '../../db/prepared-read';
import { isAppError } from '../../errors/index';
import { Application } from '../../models/application';
import { News } from '../../models/news';
import { User } from '../../models/user';
import { createTestDatabase, type TestDatabase } from '../../testing/index';
import { getPublishedNews } from './get-published-news';
import { listPublicReviews, PUBLIC_REVIEWS, REVIEWS_PER_PAGE } from './list-public-reviews';
import { listPublishedNews } from './list-published-news';
import { readNewsImage } from './read-news-image';

let db: TestDatabase;
const storage = mkdtempSync(path.join(os.tmpdir(), 'iprenew-site-storage-'));
const saved = process.env.STORAGE_DIR;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  process.env.STORAGE_DIR = storage;
  resetConfigCache();
  db = await createTestDatabase();
  await seedReference(db.sequelize);
  await seedDemo(db.sequelize, 'test');
});
afterAll(async () => {
  await db?.drop();
  rmSync(storage, { recursive: true, force: true });
  if (saved === undefined) delete process.env.STORAGE_DIR;
  else process.env.STORAGE_DIR = saved;
  resetConfigCache();
});

async function notFound(promise: Promise<unknown>): Promise<boolean> {
  try {
    await promise;
    return false;
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return true;
    throw error;
  }
}

describe(`public news (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('lists only Active items whose publish date has come, newest first (G-51)', async () => {
    const admin = await User.findOne({ where: { role_id: 1 } });
    await News.create({ title: 'Scheduled for next week', content: '<p>Not yet</p>', status: 1, publish_date: new Date(Date.now() + 7 * DAY), created_by: admin?.id ?? null });
    const page = await listPublishedNews();
    const titles = page.data.map((n) => n.title);
    expect(titles).toHaveLength(4);
    expect(titles).not.toContain('Scheduled for next week');
    expect(titles.some((t) => t.includes('(draft)'))).toBe(false);
    const dates = page.data.map((n) => new Date(n.publish_date).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 1, total: 4, from: 1, to: 4 });
    expect(titles[0]).toBe('Filing in ASEAN and China from one dashboard');
    expect(page.data[0]!.image_count).toBe(1);
    // A card's excerpt is plain text without the heading.
    expect(page.data[0]!.excerpt).toMatch(/^IPRenew now handles searches/);
    expect(page.data[0]!.excerpt).not.toMatch(/[<>]|One portal, twelve offices/);
  });

  it('pages on the server: a page size, the last page and a page past the end', async () => {
    const first = await listPublishedNews({ page: 1, perPage: 3 });
    const second = await listPublishedNews({ page: '2', perPage: 3 });
    expect(first.data).toHaveLength(3);
    expect(second.data).toHaveLength(1);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 3, total: 4, from: 4, to: 4 });
    expect(new Set([...first.data, ...second.data].map((n) => n.id)).size).toBe(4);
    expect((await listPublishedNews({ page: 9, perPage: 3 })).data).toEqual([]);
    expect((await listPublishedNews({ page: 'x' })).meta.current_page).toBe(1);
  });

  it('binds the moment in the statements it keeps: an item shows once its publish date has come (ADR 084)', async () => {
    const admin = await User.findOne({ where: { role_id: 1 } });
    const at = new Date(Date.now() + 3 * DAY);
    const item = await News.create({ title: 'Published in three days', content: '<p>Soon</p>', status: 1, publish_date: at, created_by: admin?.id ?? null });
    try {
      const before = await listPublishedNews({ now: new Date(at.getTime() - 1000) });
      const after = await listPublishedNews({ now: new Date(at.getTime() + 1000) });
      expect(before.data.map((n) => n.id)).not.toContain(item.id);
      expect(after.data.map((n) => n.id)).toContain(item.id);
      expect(after.meta.total).toBe(before.meta.total + 1);
      // On SQLite the first page and the count are kept with the moment as $1 (MySQL keeps them with '?').
      if (!process.env.TEST_MYSQL_URL) {
        expect(keptStatement(db.sequelize, 'news.published.firstPage.10')).toMatch(/`publish_date` <= \$1/);
        expect(keptStatement(db.sequelize, 'news.published.count')).toMatch(/`publish_date` <= \$1/);
      }
    } finally {
      await item.destroy();
    }
  });

  it('shows one published item with sanitised HTML; unknown, inactive and future items are 404', async () => {
    const item = await News.create({
      title: 'Sanitiser check',
      status: 1,
      publish_date: new Date(Date.now() - DAY),
      content:
        '<h1>Top</h1><p onclick="steal()" style="color:red">Hello <strong>world</strong><script>alert(1)</script></p>' +
        '<a href="javascript:alert(2)">bad link</a> <a href="https://ipos.gov.sg">IPOS</a> <a href="/faq">FAQ</a>' +
        '<iframe src="https://evil.example"></iframe><img src="x" onerror="alert(3)"><style>body{}</style>',
    });
    const shown = await getPublishedNews({ id: String(item.id) });
    expect(shown.title).toBe('Sanitiser check');
    expect(shown.content).toContain('<h2>Top</h2>');
    expect(shown.content).toContain('<p>Hello <strong>world</strong></p>');
    expect(shown.content).toContain('<a href="https://ipos.gov.sg" rel="noopener noreferrer nofollow" target="_blank">IPOS</a>');
    expect(shown.content).toContain('<a href="/faq" rel="noopener noreferrer nofollow">FAQ</a>');
    expect(shown.content).not.toMatch(/script|onclick|onerror|style|iframe|<img|javascript:|alert/);
    expect(shown.content).not.toContain('bad link</a>');

    const draft = await News.findOne({ where: { status: 0 } });
    const future = await News.findOne({ where: { title: 'Scheduled for next week' } });
    expect(await notFound(getPublishedNews({ id: draft!.id }))).toBe(true);
    expect(await notFound(getPublishedNews({ id: future!.id }))).toBe(true);
    expect(await notFound(getPublishedNews({ id: 999999 }))).toBe(true);
    expect(await notFound(getPublishedNews({ id: '1 OR 1=1' }))).toBe(true);
  });

  it('serves a published item’s image from storage, and nothing of unpublished items', async () => {
    const withImage = (await listPublishedNews()).data.find((n) => n.image_count > 0)!;
    const image = await readNewsImage({ id: withImage.id, index: 0 });
    expect(image.mime).toBe('image/png');
    expect(image.data.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(await notFound(readNewsImage({ id: withImage.id, index: 1 }))).toBe(true);
    expect(await notFound(readNewsImage({ id: withImage.id, index: -1 }))).toBe(true);

    const hidden = await News.create({ title: 'Hidden', content: '<p>x</p>', status: 0, publish_date: new Date(Date.now() - DAY), images: ['demo/news-ip-week.png'] });
    expect(await notFound(readNewsImage({ id: hidden.id, index: 0 }))).toBe(true);
    const odd = await News.create({
      title: 'Odd files',
      content: '<p>x</p>',
      status: 1,
      publish_date: new Date(Date.now() - DAY),
      images: ['demo/drawing.svg', '../../etc/passwd.png', 'demo/missing.png'],
    });
    for (const index of [0, 1, 2]) expect(await notFound(readNewsImage({ id: odd.id, index }))).toBe(true);
  });
});

describe(`public reviews (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it('lists ratings newest first, 10 per page, anonymous reviewers as an initial and asterisks', async () => {
    const demoRated = await Application.count({ where: { rating: [1, 2, 3, 4, 5] } });
    expect(demoRated).toBeGreaterThan(0);
    const template = (await Application.findOne({ where: { rating: 5 } }))!;
    const owner = (await User.findByPk(template.user_id))!;
    const base = Date.now() - 2 * DAY;
    for (let i = 0; i < 12; i += 1) {
      await Application.create({
        reference: `RVW-${i}-${Math.random().toString(36).slice(2, 7)}`,
        application_date: '2026-01-01',
        service_id: template.service_id,
        type_id: template.type_id,
        user_id: owner.id,
        ip_id: template.ip_id,
        rating: (i % 5) + 1,
        review: i === 0 ? '  Excellent and fast.  ' : i === 1 ? '   ' : `Review number ${i}`,
        is_anonymous: i % 2 === 0,
        rated_at: new Date(base + i * 60_000),
      });
    }
    // Not rated: never listed.
    await Application.create({ reference: `RVW-none-${Date.now()}`, application_date: '2026-01-01', service_id: template.service_id, type_id: template.type_id, user_id: owner.id, ip_id: template.ip_id, rating: null, review: 'unrated text' });

    const total = demoRated + 12;
    const page1 = await listPublicReviews({ page: 1 });
    const page2 = await listPublicReviews({ page: 2 });
    expect(REVIEWS_PER_PAGE).toBe(10);
    expect(page1.data).toHaveLength(10);
    expect(page1.meta).toMatchObject({ current_page: 1, per_page: 10, total, last_page: Math.ceil(total / 10) });
    expect(page2.data).toHaveLength(Math.min(10, total - 10));
    const all = [...page1.data, ...page2.data];
    expect(all.map((r) => r.review)).not.toContain('unrated text');

    // Newest first: the 12 new ones (rated in the last two days) lead, the latest (i = 11) first.
    expect(page1.data[0]!.review).toBe('Review number 11');
    const times = all.map((r) => (r.rated_at ? new Date(r.rated_at).getTime() : 0));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const initial = Array.from(owner.name.trim())[0]!.toUpperCase();
    const anonymous = all.find((r) => r.review === 'Excellent and fast.')!;
    expect(anonymous).toMatchObject({ anonymous: true, reviewer: `${initial}****`, rating: 1 });
    const named = all.find((r) => r.review === 'Review number 11')!;
    expect(named).toMatchObject({ anonymous: false, reviewer: owner.name.trim(), rating: 2 });
    expect(all.find((r) => r.rating >= 1 && r.review === null)).toBeDefined(); // blank text → null
    for (const review of all) expect(review.rating).toBeGreaterThanOrEqual(1);

    // Nothing but the name leaves the server.
    const json = JSON.stringify(all);
    expect(json).not.toContain(owner.email);
    expect(json).not.toContain('user_id');
    expect(json).not.toContain('RVW-');
  });

  it('says how many public reviews there are whoever writes them: the domain, plain SQL, a rolled-back transaction (ADR 087)', async () => {
    const sqlite = db.sequelize.getDialect() === 'sqlite';
    const live = () => Application.count({ where: { is_public: true, rated_at: { [Op.ne]: null }, rating: { [Op.between]: [1, 5] } } });
    const kept = async () => (await db.sequelize.query<{ count: number }>(`SELECT count FROM kept_counts WHERE name = '${PUBLIC_REVIEWS}'`, { type: QueryTypes.SELECT }))[0]?.count;
    const agrees = async (step: string) => {
      const total = (await listPublicReviews({ page: 1 })).meta.total;
      expect(total, step).toBe(await live());
      if (sqlite) expect(Number(await kept()), step).toBe(total);
      return total;
    };
    const start = await agrees('start');
    expect(start).toBeGreaterThan(0);
    const template = (await Application.findOne({ where: { rating: 5 } }))!;
    const fields = { application_date: '2026-01-01', service_id: template.service_id, type_id: template.type_id, user_id: template.user_id, ip_id: template.ip_id };
    const rated = await Application.create({ ...fields, reference: `KEPT-1-${Date.now()}`, rating: 4, rated_at: new Date() });
    const unrated = await Application.create({ ...fields, reference: `KEPT-2-${Date.now()}`, rating: null });
    const zero = await Application.create({ ...fields, reference: `KEPT-3-${Date.now()}`, rating: null });
    await db.sequelize.query('UPDATE applications SET rating = 0, rated_at = ? WHERE id = ?', { replacements: [new Date(), zero.id] }); // 0: no stars
    expect(await agrees('created')).toBe(start + 1);
    await rated.update({ is_public: false }); // SA/AD hide it (setRatingVisibility writes this)
    expect(await agrees('hidden')).toBe(start);
    await rated.update({ is_public: true });
    await unrated.update({ rating: 3, rated_at: new Date() }); // rated (rateApplication writes this)
    expect(await agrees('rated')).toBe(start + 2);
    await rated.update({ review: 'a review changes no count' });
    await db.sequelize.query('UPDATE applications SET rating = 9 WHERE id = ?', { replacements: [unrated.id] }); // out of 1–5
    expect(await agrees('plain SQL: rating out of range')).toBe(start + 1);
    await db.sequelize.query('UPDATE applications SET rating = 2, rated_at = NULL WHERE id IN (?, ?)', { replacements: [unrated.id, zero.id] });
    expect(await agrees('plain SQL: no rating time')).toBe(start + 1);
    await db.sequelize.query('UPDATE applications SET rated_at = ? WHERE id IN (?, ?)', { replacements: [new Date(), unrated.id, zero.id] });
    expect(await agrees('plain SQL: several rows at once')).toBe(start + 3);
    await db.sequelize
      .transaction(async (transaction) => {
        await Application.update({ is_public: false }, { where: { id: [rated.id, unrated.id, zero.id] }, transaction });
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    expect(await agrees('rolled back')).toBe(start + 3);
    await Application.destroy({ where: { id: [rated.id, unrated.id] } });
    expect(await agrees('deleted')).toBe(start + 1);
    await zero.destroy();
    expect(await agrees('end')).toBe(start);
    if (sqlite) {
      // The page reads the kept number itself (one row), not a count of the reviews.
      await db.sequelize.query(`UPDATE kept_counts SET count = count + 100 WHERE name = '${PUBLIC_REVIEWS}'`);
      expect((await listPublicReviews({ page: 1 })).meta.total).toBe(start + 100);
      await db.sequelize.query(`UPDATE kept_counts SET count = count - 100 WHERE name = '${PUBLIC_REVIEWS}'`);
      // With its row gone the page counts again.
      await db.sequelize.query(`DELETE FROM kept_counts WHERE name = '${PUBLIC_REVIEWS}'`);
      expect((await listPublicReviews({ page: 1 })).meta.total).toBe(start);
      await db.sequelize.query(`INSERT INTO kept_counts (name, count) VALUES ('${PUBLIC_REVIEWS}', ?)`, { replacements: [start] });
    }
  });
});
