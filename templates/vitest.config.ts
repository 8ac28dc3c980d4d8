import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'templates',
    environment: 'node',
    include: ['src/**/*.test.ts', 'migrations/**/*.test.ts', 'seeders/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
