import { defineProject } from 'vitest/config';

/** Vitest project 'admin-app': Node environment (no DOM); tests live beside the code. */
export default defineProject({
  test: {
    name: 'admin-app',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
