import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { returningVisitor } from './e2e/visitor';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = path.join(os.tmpdir(), `ilii-e2e-${port}`);

/** Browser journeys in Debian's Chromium against `npm start` on a fresh, seeded embedded database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two files at a time, one per core: the journeys make their own accounts and items, so they
  // share the server without waiting on each other.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace of every test costs a third of the run on two cores; one of a retried test is enough.
    trace: 'on-first-retry',
    // Every journey starts as a returning visitor, so that the first-visit welcome dialogs do not
    // cover the page; e2e/feel.spec.ts opts out to test them.
    storageState: returningVisitor(`http://localhost:${port}`),
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      // The phone runs the journeys whose screens differ below 768 px (the top bar, its menu, the
      // strip of cards, the dialogs): those tagged @phone. The rest is the same app at another
      // width, and the desktop project covers it.
      grep: /@phone/,
    },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && npm run seed && npm start`,
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      NODE_ENV: 'development',
      // The journeys sign in many times from one address; the per-IP limits have their own tests.
      AUTH_IP_SEND_LIMIT: '1000',
      AUTH_IP_VERIFY_LIMIT: '1000',
      AUTH_IP_CHECK_LIMIT: '5000',
      // Two reports (from the seeded people, whose accounts are months old) hide an item.
      REPORT_HIDE_THRESHOLD: '2',
      // They also make many accounts, requests, votes and builds; the write limits have their own tests.
      AUTH_IP_SIGNUP_LIMIT: '5000',
      WRITE_LIMIT_POSTS: '5000',
      WRITE_LIMIT_BUILDS: '5000',
      WRITE_LIMIT_VOTES: '5000',
      WRITE_LIMIT_CATALOG: '5000',
      WRITE_LIMIT_REPORTS: '5000',
      // The admin journeys sign in as these accounts, one per project (created at start when missing).
      ADMIN_EMAILS: 'e2e-admin-desktop@example.com,e2e-admin-mobile@example.com',
    },
    url: `http://localhost:${port}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
