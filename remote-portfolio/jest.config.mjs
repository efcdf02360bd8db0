import { createJestConfig } from '@agency/shared/jest-config';

export default createJestConfig(import.meta.dirname, 'remote-portfolio');
