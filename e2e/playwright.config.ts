import path from 'node:path';
import { apps } from '@agency/platform/deployment';
import { defineConfig, devices } from '@playwright/test';
import {
  compositionPorts,
  nginxPort,
  originOf,
  ports,
  redeployPorts,
  releasePorts,
  telemetryPorts,
} from './support/ports';

const isCI = Boolean(process.env.CI);

// Every server the suite starts (its own and the specs' private ones) reads a store without
// releases, so the sections are their builds whatever a developer released on this machine; the
// releases spec gives its servers a store of its own.
process.env.RELEASE_STORE = path.join(import.meta.dirname, 'test-results/no-releases');

/**
 * Cross-section e2e against the production builds (`npm run build` first). Playwright starts
 * every server on the suite’s own ports (4000–4004, or from E2E_PORT_BASE) so a developer's servers on 3000–3004 keep
 * running; remotes.json follows the ports, so the shell finds the remotes on 4001–4004.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  // The JSON report is what .ci/run totals the e2e tests from, wherever the suite runs.
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: originOf('shell'),
    // Recording a trace for every test costs about a third of the suite's time on 2 cores: CI
    // records one when it retries a failed test; locally, pass --trace on to get one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /dev-server\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
        },
      },
    },
    {
      // The development server, on a copy of the tree: one at a time, after the production suite,
      // so its five webpack compilers do not share the machine with the suite's browsers.
      name: 'dev',
      testMatch: /dev-server\.spec\.ts$/,
      dependencies: ['chromium'],
      timeout: 60_000,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx ../shared/server/start.ts',
    url: originOf('shell'),
    reuseExistingServer: !isCI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // SHELL_PORT, SERVICES_PORT, …: each app on the suite's port.
      ...Object.fromEntries(apps.map((entry) => [entry.portVar, String(ports[entry.name])])),
      // The redeploy and composition specs' private shells and the nginx spec's shell load sections
      // from these servers.
      CORS_ORIGINS: [
        redeployPorts.shell,
        compositionPorts.shell,
        compositionPorts.pinnedShell,
        nginxPort,
        releasePorts.shell,
        telemetryPorts.shell,
      ]
        .map((port) => `http://localhost:${port}`)
        .join(','),
    },
  },
});
