import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { flatRoutes } from 'remix-flat-routes';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  plugins: [
    remix({
      appDirectory: 'app',
      // Routes are grouped by area in `+` folders (remix-flat-routes hybrid routes, ADR 029): the
      // folder names join the file name, `_`-prefixed ones add no URL segment, `_layout` is the
      // folder's layout. Tests and route-private server modules live beside the routes; not routes.
      ignoredRouteFiles: ['**/*'],
      routes: async (defineRoutes) =>
        flatRoutes('routes', defineRoutes, {
          appDir: path.resolve(here, 'app'),
          ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/*.server.{ts,tsx}', '**/*.css'],
        }),
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
  // Built files are named by their content hash alone (`/assets/C5Y330Ax.js`, not
  // `/assets/ErrorContent-C5Y330Ax.js`): every page names 60-120 of them (module preloads, the route
  // manifest's imports, style sheets, the icon sprite), so the readable prefix cost about 1 KB of HTML on
  // every page (issue 17, ADR 088). The server build names the style sheets and images the pages link
  // (Remix moves them to the client's folder) and keeps Remix's name for its own entry.
  build: {
    rollupOptions: {
      output: isSsrBuild
        ? { assetFileNames: 'assets/[hash][extname]' }
        : { entryFileNames: 'assets/[hash].js', chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' },
    },
  },
}));
