// `npm test`: unit and integration tests (Vitest), then the browser tests (Playwright in Debian's
// Chromium). Without a Chromium the browser tests are skipped with the reason, except under CI=true,
// where a missing browser fails the run. Ends with the ten slowest tests of both and one
// 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const isCi = process.env.CI === 'true' || process.env.CI === '1';
const reports = mkdtempSync(path.join(os.tmpdir(), 'ilii-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every test that ran, as { name, ms }, for the slowest-ten list. */
const timings = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults) {
    const where = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults) {
      if (test.duration != null) timings.push({ name: `${where} › ${test.fullName}`, ms: test.duration });
    }
  }
} else if (vitestStatus !== 0) totals.failed += 1;

let browserStatus = 0;
if (existsSync(chromium)) {
  const playwrightReport = path.join(reports, 'playwright.json');
  browserStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const report = readJson(playwrightReport);
  const stats = report?.stats;
  if (report) collectPlaywrightTimings(report.suites, []);
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else if (browserStatus !== 0) totals.failed += 1;
} else if (isCi) {
  console.error(
    `\nBrowser tests cannot run: no Chromium at ${chromium} (apt-get install chromium). CI needs them.`,
  );
  browserStatus = 1;
  totals.failed += 1;
} else {
  console.warn(
    `\nBrowser tests skipped: no Chromium at ${chromium}. Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to run them.`,
  );
}

/** Walks Playwright's JSON report: suites hold specs (and suites); a spec's tests are its projects. */
function collectPlaywrightTimings(suites, titles) {
  for (const suite of suites ?? []) {
    const inSuite = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        const name = [`e2e/${spec.file}`, `[${test.projectName}]`, ...inSuite, spec.title].join(' › ');
        if (test.results.length > 0) timings.push({ name, ms });
      }
    }
    collectPlaywrightTimings(suite.suites, inSuite);
  }
}

if (timings.length > 0) {
  console.log('\nslowest tests:');
  for (const { name, ms } of timings.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  }
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(vitestStatus !== 0 || browserStatus !== 0 ? 1 : 0);
