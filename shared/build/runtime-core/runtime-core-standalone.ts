// A section's own page has no shell to provide the federation runtime core: its build turns this
// file into mf-runtime-core.<hash>.js, which index.html runs before main.js.
import { provideRuntimeCore } from '@agency/platform/federation-runtime-core';

provideRuntimeCore();
