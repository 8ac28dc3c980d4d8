import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_ROUTES, fuzzRoute, startFuzzHarness, type FuzzHarness } from './input-fuzz';

/**
 * About 50 hostile requests per form action and REST resource through HTTP (issue 11, ADR 019):
 * never a 5xx, and nothing written when the request is refused. The 1,000-case run is
 * bench/fuzz-routes.mjs. FUZZ_RUNS / FC_SEED change the count and the seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FC_SEED ?? 1100);
let harness: FuzzHarness;

beforeAll(async () => {
  harness = await startFuzzHarness();
}, 180_000);
afterAll(async () => {
  await harness?.close();
});

describe(`hostile input through HTTP (${process.env.TEST_MYSQL_URL ? 'mysql' : 'sqlite'})`, () => {
  it.each(FUZZ_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_label, route) => {
    const failures = await fuzzRoute(harness, route, RUNS, SEED);
    expect(failures).toEqual([]);
  }, Math.max(240_000, RUNS * 3_000));
});
