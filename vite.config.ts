import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // Old hashed assets stay: a server started before a rebuild still finds the files its page names.
  build: { outDir: 'dist/web', emptyOutDir: false, sourcemap: true },
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
