// Prints one line `N passed, N failed` totalling every jest run in the given logs (`npm test`'s) and
// Playwright's report. A gate that failed without failing a test (lint,
// typecheck, build) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const [statusArg, ...logFiles] = process.argv.slice(2);
// Strip colour codes (ESC [ … m) before matching the runners' summary lines.
const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
let passed = 0;
let failed = 0;

for (const logFile of logFiles) {
  const log = readFileSync(logFile, 'utf8').replace(colour, '');
  for (const [, jest] of log.matchAll(/^Tests:\s+(.*)$/gm)) {
    passed += Number(jest.match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(jest.match(/(\d+) failed/)?.[1] ?? 0);
  }
}

const report = 'e2e/test-results/results.json';
if (existsSync(report)) {
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}

if (Number(statusArg) !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
