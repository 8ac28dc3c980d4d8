import type { NamedSeed } from '../../src/db/seeder';

/** Reference seeds, in order. Append only; each one idempotent. */
export const referenceSeeds: NamedSeed[] = [];
