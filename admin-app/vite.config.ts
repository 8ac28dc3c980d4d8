import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { START_NAMESPACES } from './src/i18n/namespaces';

const START = new Set<string>(START_NAMESPACES);

/**
 * The staff console (react-admin) is served by the Remix app's Node server under /admin, same
 * origin as /api/admin/*. In development (`npm run dev -w admin-app`) Vite proxies /api to the
 * Remix server on 127.0.0.1:3000 so the session cookie is shared as in production.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5174,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      output: {
        // React is needed by every screen and changes least: its own long-lived chunk. Everything else
        // is left to Rollup, so a library used only by some screens (forms, the rich-text editor, zod
        // schemas) travels with those screens, loaded when they are first opened (common/lazyScreen.ts).
        manualChunks(id) {
          // Two chunks per language of the console's catalogue (src/i18n/namespaces.ts): what
          // is shown before a sign-in (START_NAMESPACES), and the rest (ADR 079).
          const locale = /\/models\/src\/i18n\/locales\/(\w+)\/([\w-]+)\.json/.exec(id);
          if (locale) return START.has(locale[2]!) ? `locale-${locale[1]}-start` : `locale-${locale[1]}`;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
