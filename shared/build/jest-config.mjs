// @ts-check
// Jest configuration shared by every package: jsdom, @swc/jest, CSS and assets stubbed.
// JavaScript, not TypeScript: Jest loads every package's jest.config.mjs, and so this file, with
// Node's own import, and on Node 20 Jest 30 reads a TypeScript config only through ts-node or
// esbuild-register (its native type stripping needs Node 22.18), which the project does not use.
// tsc checks this file all the same: `@ts-check`, its JSDoc types, `allowJs` in tsconfig.json.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {string} dir the package's folder (import.meta.dirname of its jest.config.mjs)
 * @param {string} displayName the name jest prints beside the package's tests
 * @returns {import('jest').Config}
 */
export function createJestConfig(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(sharedDir, 'build/jest-style-stub.cjs'),
      '\\.(svg|png|jpe?g|webp|woff2?)$': path.join(sharedDir, 'build/jest-file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(sharedDir, 'ui/src/testing/jest-setup.ts')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // ESM-only dependencies of the servers are compiled to CommonJS like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(content-disposition|opencc-js)/)'],
  };
}
