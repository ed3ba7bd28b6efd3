import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

/** The Node server (apps/server) serves the API, auth, data API and runtime config. */
const serverOrigin = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // supabase-js builds realtime and storage clients the product never uses (decision 042).
    alias: ['realtime-js', 'storage-js', 'functions-js'].map((name) => ({
      find: new RegExp(`^@supabase/${name}$`),
      replacement: fileURLToPath(new URL('./src/lib/supabase-unused-parts.ts', import.meta.url)),
    })),
  },
  server: {
    proxy: {
      '/api': serverOrigin,
      '/auth': serverOrigin,
      '/rest': serverOrigin,
      '/config.js': serverOrigin,
    },
  },
  build: {
    outDir: 'dist',
    // Read by the server, which preloads the landing page's chunk for `/` (decision 045).
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: they change far less often than the app code.
        codeSplitting: {
          groups: [
            // The small parts both the landing page and the workspace show (the brand mark, the
            // dialog frame, the runtime config, the password rule, account-mail wording and their
            // icons): one chunk, not a request each (decision 045).
            {
              name: 'shell',
              test: new RegExp(
                [
                  String.raw`src[\/](config[\/]runtime-config|lib[\/]password-rule)\.ts$`,
                  String.raw`src[\/]components[\/](modal-dialog|brand-mark)\.tsx$`,
                  String.raw`src[\/]hooks[\/](use-on-demand|use-countdown)\.ts$`,
                  String.raw`src[\/]features[\/]auth[\/](utils[\/]account-mail-text|api[\/]account-mail)\.ts$`,
                  String.raw`lucide-react[\/].*[\/](loader-circle|play|circle-check|shield-check|droplet|gauge)\.m?js$`,
                ].join('|'),
              ),
              priority: 1,
            },
            // React alone paints the landing page (decision 041); the router follows the paint.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
            },
            // With the contracts' zod.ts, which gives zod/mini its English messages.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/]zod\.ts$/,
            },
            { name: 'supabase-js', test: /node_modules[\\/]@supabase[\\/]/ },
            // KaTeX, fetched the first time a reply holds math. (The highlighter and each of its
            // grammars are chunks of their own, by their dynamic imports: a group would pull in
            // their dependencies, which the markdown parser shares.)
            { name: 'katex', test: /node_modules[\\/]katex[\\/]/ },
            // Only what the first page needs: libraries of lazily loaded routes (the chat
            // workspace, the markdown/KaTeX/highlight stack) stay in their own chunks.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
