import { createJestConfig } from '@agency/build/jest-config';

export default createJestConfig(import.meta.dirname, 'remote-contact');
