import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createSequelize, migrateUp } from '@iprenew/models';
import { QueryTypes } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import { answerJson, seedReference, startTestHttpServer } from '@iprenew/models/testing';
import { createBree, DEFAULT_JOBS_ROOT, runOnce, WORKER_ENTRY } from '../bree';
import { JOB_LIST } from '../job-list';

/**
 * The currency-rates job in a real Bree worker (G-57 hourly, G-28): it reads currency_rates_url from
 * the database, fetches a local provider over HTTP and stores the five rates. A file SQLite database,
 * as a worker cannot share an in-memory one.
 */

const tmp = mkdtempSync(path.join(os.tmpdir(), 'iprenew-rates-job-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('currency-rates job', () => {
  it('is scheduled by Bree every hour (3,600,000 ms) and once when the scheduler starts (timeout 0)', async () => {
    const job = JOB_LIST.find((j) => j.name === 'currency-rates');
    expect(job).toMatchObject({ file: 'refresh-currency-rates.ts', interval: '1h', runOnStart: true });
    const bree = createBree({ logger: false });
    await (bree as unknown as { init(): Promise<void> }).init(); // typed in bree 9 but missing from its .d.ts
    const scheduled = bree.config.jobs.find((j) => j.name === 'currency-rates');
    expect(scheduled).toMatchObject({ interval: 60 * 60 * 1000, timeout: 0, path: WORKER_ENTRY });
    expect((scheduled!.worker?.workerData as { jobFile: string }).jobFile).toBe(path.join(DEFAULT_JOBS_ROOT, 'refresh-currency-rates.ts'));
  });

  it('stores the provider’s rates in a real worker', async () => {
    const provider = await startTestHttpServer((_request, response) =>
      answerJson(response, { base_code: 'USD', conversion_rates: { USD: 1, MYR: 4.4, SGD: 1.33, EUR: 0.91, CNY: 7.2 } }),
    );
    const url = `sqlite:${path.join(tmp, `rates-${randomBytes(4).toString('hex')}.sqlite`)}`;
    const sequelize = createSequelize(url);
    try {
      await migrateUp(sequelize);
      await seedReference(sequelize);
      await sequelize.query(`UPDATE configurations SET value = ? WHERE "key" = 'currency_rates_url'`, { replacements: [JSON.stringify(`${provider.url}/v6/latest/USD`)] });
      const errors: unknown[] = [];
      const bree = createBree({ env: { DATABASE_URL: url }, logger: false, errorHandler: (error) => errors.push(error) });
      await runOnce(bree, 'currency-rates');
      expect(errors).toEqual([]);
      expect(provider.requests.map((r) => r.url)).toEqual(['/v6/latest/USD']);
      const rows = await sequelize.query<{ currency: string; rate: string | number }>('SELECT currency, rate FROM currency_rates ORDER BY currency', { type: QueryTypes.SELECT });
      expect(Object.fromEntries(rows.map((r) => [r.currency, Number(r.rate)]))).toEqual({ CNY: 7.2, EUR: 0.91, MYR: 4.4, SGD: 1.33, USD: 1 });
    } finally {
      await sequelize.close();
      await provider.close();
    }
  });
});
