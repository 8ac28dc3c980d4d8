import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allSchemas, hostileJsonBody } from '../testing/index';

/**
 * Property tests over every Zod schema of models/src/schemas (issue 11, ADR 019): 1,000 generated
 * bodies each — real keys with hostile values, random JSON — and the schema always answers with a
 * validation result (never throws), its messages being i18n keys or texts, never empty.
 */
const RUNS = 1000;
const schemas = allSchemas();

describe('every schema answers any JSON with a validation result', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)('%s', (_name, schema) => {
    fc.assert(
      fc.property(hostileJsonBody(schema), (body) => {
        const result = schema.safeParse(body);
        return result.success || result.error.issues.every((issue) => typeof issue.message === 'string' && issue.message.length > 0);
      }),
      { numRuns: RUNS, seed: Number(process.env.FC_SEED ?? 1100) },
    );
  });
});
