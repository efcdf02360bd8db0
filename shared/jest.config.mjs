import { createJestConfig } from './build/jest-config.mjs';

export default createJestConfig(import.meta.dirname, 'shared');
