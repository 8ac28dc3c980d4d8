import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineProject({
  resolve: {
    alias: { '~': path.resolve(here, 'app') },
  },
  test: {
    name: 'remix-app',
    environment: 'node',
    include: ['app/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
