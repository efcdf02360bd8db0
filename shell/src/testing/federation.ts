import type { RemoteModuleId, RemoteModules } from '@agency/platform/contracts';
import type { loadRemoteModule } from '../features/federation/remote-registry';

export type Load = typeof loadRemoteModule;

/** Short retry delays, one stable reference: `load` and `retryDelays` are effect dependencies. */
export const SHORT_DELAYS = [5, 10] as const;

/** A loader that rejects `failures` times, then resolves with `module`. */
export function flakyLoader<Id extends RemoteModuleId>(failures: number, module: RemoteModules[Id]) {
  let calls = 0;
  const load = jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`attempt ${calls} failed`);
    return module;
  });
  return load as jest.Mock & Load;
}

/** Replaces global fetch for the surrounding describe block; returns the mock to program. */
export function stubFetch(): jest.Mock {
  const fetchMock = jest.fn();
  beforeAll(() => {
    Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetchMock });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'fetch');
  });
  return fetchMock;
}
