import type { NamedSeed } from '../../src/db/seeder';

/** Demo seeds (development only), in order. Append only; each one idempotent. */
export const demoSeeds: NamedSeed[] = [];
