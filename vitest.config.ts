import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every workspace. The database dialect follows the environment:
 * TEST_MYSQL_URL set -> MariaDB/MySQL (a private database per test file), else SQLite in memory.
 * One worker per core: Vitest's default (cores - 1) ran the files one at a time on the 2-core CI
 * machine, where most of a file's time is importing and transforming, not waiting on the database.
 */
export default defineConfig({
  test: {
    projects: ['models', 'templates', 'jobs', 'remix-app', 'admin-app'],
    maxWorkers: Math.max(2, os.availableParallelism()),
    // One module graph per worker, not per file (ADR 060): importing was half of the run's time.
    // Each file still has its own database; no test may rely on module state another file set.
    isolate: false,
    minWorkers: 1,
  },
});
