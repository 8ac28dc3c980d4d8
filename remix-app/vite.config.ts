import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  root: here,
  plugins: [
    remix({
      appDirectory: 'app',
      // Tests may live beside route modules; they are not routes.
      ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  resolve: {
    alias: { '~': path.resolve(here, 'app') },
  },
  ssr: {
    // Workspace packages export TypeScript sources: bundle them; their dependencies
    // (sequelize, sqlite3, mysql2...) stay external and are loaded from node_modules.
    noExternal: ['@iprenew/models', '@iprenew/templates'],
  },
  server: {
    fs: { allow: [path.resolve(here, '..')] },
  },
});
