// Jest configuration shared by every package: jsdom, @swc/jest, CSS and assets stubbed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function createJestConfig(dir, displayName) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/server/**/*.test.ts', '<rootDir>/build/**/*.test.ts'],
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
    setupFilesAfterEnv: [path.join(sharedDir, 'src/testing/jest-setup.ts')],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // ESM-only dependencies of the servers are compiled to CommonJS like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(content-disposition)/)'],
  };
}
