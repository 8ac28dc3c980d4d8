import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every workspace. The database dialect follows the environment:
 * TEST_MYSQL_URL set -> MariaDB/MySQL (a private database per test file), else SQLite in memory.
 */
export default defineConfig({
  test: {
    projects: ['models', 'templates', 'jobs', 'remix-app', 'admin-app'],
  },
});
