import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module with `vi.mock` run isolated, each with its own modules. The rest of the
 * server's files share one module graph per worker (`isolate: false`): each would otherwise import
 * the app again, about a second a file, a third of the run on two cores.
 */
const mocking = [
  'src/server/route-access.test.ts',
  'src/server/api-fuzz.test.ts',
  'src/web/**/*.test.ts',
  'src/shared/**/*.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    globalSetup: ['src/server/test/global-setup.ts'],
    // Two cores: each worker holds an in-memory PGlite (~100 MB); two at a time keeps it quick.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['src/server/**/*.test.ts'],
          exclude: mocking,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: mocking } },
    ],
  },
});
