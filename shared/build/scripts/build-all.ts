/**
 * Builds all five apps for production, two at a time (one per core), and prints each
 * app's build time. Each app can also be built alone: `npm run build -w remote-blog`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apps } from '@agency/platform/deployment';

const usage =
  'usage: build-all.ts (no arguments; one app alone: npm run build -w <app>; BUILD_CONCURRENCY=<n> builds n apps at a time, 2 by default)';
try {
  // No options: an argument meant for one app (`npm run build -- remote-blog`) fails here instead
  // of building all five.
  parseArgs({ options: {}, strict: true });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const concurrency = Number(process.env.BUILD_CONCURRENCY ?? 2);

function build(app: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', app], { cwd: rootDir, stdio: 'inherit' });
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) {
        console.log(`built ${app.padEnd(16)} ${seconds.toFixed(1)} s`);
        resolve(seconds);
      } else reject(new Error(`${app} build failed with exit code ${code}`));
    });
  });
}

const started = performance.now();
const queue = apps.map((entry) => entry.app);
const workers = Array.from({ length: concurrency }, async () => {
  for (let app = queue.shift(); app; app = queue.shift()) await build(app);
});
try {
  await Promise.all(workers);
  console.log(`built all ${apps.length} apps in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
