import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/server/test/global-setup.ts'],
    // Two cores: each worker holds an in-memory PGlite (~100 MB); two at a time keeps it quick.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
