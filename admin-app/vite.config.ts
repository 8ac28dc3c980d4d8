import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
        // Long-lived vendor chunks: they change far less often than the console's own code.
        manualChunks(id) {
          // One chunk per language of the console's catalogue (src/i18n/consoleCatalogue.ts).
          const locale = /\/models\/src\/i18n\/locales\/(\w+)\//.exec(id);
          if (locale) return `locale-${locale[1]}`;
          if (!id.includes('node_modules')) return undefined;
          // The rich-text editor stays with the screens that load it (common/LazyRichText.tsx).
          if (/node_modules\/(ra-input-rich-text|@tiptap|prosemirror-[a-z-]+|linkifyjs|orderedmap|rope-sequence|w3c-keyname)\//.test(id)) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(@mui|@emotion|@popperjs|react-transition-group|stylis)\//.test(id)) return 'mui';
          if (/node_modules\/(i18next|react-i18next|ra-i18n-i18next)\//.test(id)) return 'i18n';
          if (/node_modules\/(react-admin|ra-[a-z-]+|@tanstack|react-router|react-router-dom|@remix-run|react-hook-form|lodash|inflection|query-string)\//.test(id))
            return 'react-admin';
          return 'vendor';
        },
      },
    },
  },
});
