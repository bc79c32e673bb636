import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` next to every emitted script and stylesheet, once at build time; the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'ilii-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(file)) continue;
        const full = path.join(options.dir ?? 'dist/web', file);
        const data = readFileSync(full);
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      // Every `from 'zod'` of the web build goes through the module that turns zod's eval off
      // first (CSP), so zod can stay out of the first load and arrive with the forms that use it.
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/web/lib/zod-jitless.ts') },
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
    ],
  },
  // Old hashed assets stay: a server started before a rebuild still finds the files its page names.
  // The manifest tells the server which chunks a detail page needs, to preload them with the HTML.
  build: {
    outDir: 'dist/web',
    emptyOutDir: false,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Everything the first load runs in one chunk: left alone, the modules it shares with lazy
      // screens (React, the query client, the routes, the messages) come as a handful of small
      // files, each one more request before the page shows on a slow phone. Likewise the small
      // pieces the lazy screens share (icons, label, textarea, the violation card) go in one
      // 'shared' chunk instead of a file each: a detail needs its screen and that chunk.
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: 'shared',
              test: /lucide-react[\\/]dist[\\/]esm[\\/]icons|src[\\/]web[\\/]components[\\/](ui[\\/]label|ui[\\/]textarea|violation-card)|@radix-ui[\\/]react-label/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
    // That chunk is about 610 kB before compression (162 kB brotli), React DOM 200 kB of it and every
    // user-facing sentence (src/shared/messages.ts) about 40 kB; the warning is for a jump past that.
    chunkSizeWarningLimit: 650,
  },
  server: {
    port: 5173,
    proxy: {
      '/api/v1/live': { target: `ws://localhost:${apiPort}`, ws: true },
      '/api': `http://localhost:${apiPort}`,
      '/dev': `http://localhost:${apiPort}`,
      '/healthz': `http://localhost:${apiPort}`,
      '/readyz': `http://localhost:${apiPort}`,
    },
  },
});
