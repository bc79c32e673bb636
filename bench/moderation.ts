/**
 * How long ilii's offline judgment takes per text: `npm run bench:moderation`.
 *
 * Judges every labelled text in the repository (the blind yardstick, the training texts and the
 * project's cases) with `moderateLocally`, the rules and the learned classifier together, as the
 * server does. One warm-up pass loads the weights and compiles the patterns; then five timed passes.
 * Prints the mean, the median and the 99th percentile per text, the slowest text's length, and the
 * time for a text as long as the forms allow.
 */
import { performance } from 'node:perf_hooks';
import { blindTexts, trainingTexts } from '../src/server/ilii/moderation/data/labelled';
import { moderateLocally } from '../src/server/ilii/moderation/local-moderator';

const texts = [...blindTexts.tune, ...blindTexts.eval, ...trainingTexts()];
const passes = 5;

for (const text of texts) moderateLocally(text);

const timings: { ms: number; length: number }[] = [];
const started = performance.now();
for (let pass = 0; pass < passes; pass += 1) {
  for (const text of texts) {
    const before = performance.now();
    moderateLocally(text);
    timings.push({ ms: performance.now() - before, length: text.text.length });
  }
}
const total = performance.now() - started;
timings.sort((a, b) => a.ms - b.ms);
const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!.ms;
const slowest = timings.at(-1)!;

console.log(`ilii's offline judgment: ${texts.length} texts × ${passes} passes`);
console.log(`  mean   ${(total / timings.length).toFixed(3)} ms per text`);
console.log(`  median ${at(0.5).toFixed(3)} ms`);
console.log(`  p99    ${at(0.99).toFixed(3)} ms`);
console.log(`  max    ${slowest.ms.toFixed(3)} ms (a text of ${slowest.length} characters)`);

// The longest text the forms allow: a request's title, want and so-that at their limits.
const longest = {
  context: 'feature_request' as const,
  text: texts
    .map((text) => text.text)
    .join(' ')
    .slice(0, 1600),
};
const longRuns = 200;
const longStarted = performance.now();
for (let run = 0; run < longRuns; run += 1) moderateLocally(longest);
console.log(
  `  ${longest.text.length} characters: ${((performance.now() - longStarted) / longRuns).toFixed(3)} ms`,
);
