import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true },
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
