import { createJestConfig } from '@agency/build/jest-config';

// The bench's and the specs' own helpers, in Node (they are Node code, not the browser's). Only
// bench/ and support/ are read: the Playwright specs in tests/ are run by `playwright test`,
// never by jest.
export default {
  ...createJestConfig(import.meta.dirname, 'e2e'),
  testEnvironment: 'node',
  roots: ['<rootDir>/bench', '<rootDir>/support'],
  testMatch: ['<rootDir>/bench/**/*.test.ts', '<rootDir>/support/**/*.test.ts'],
};
