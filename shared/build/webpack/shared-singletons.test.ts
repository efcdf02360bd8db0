import { sharedSingletons } from './shared-singletons';

const versions: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  'react-router-dom': '7.18.5',
  '@mui/system': '9.5.0',
};
const versionOf = (pkg: string) => versions[pkg] ?? 'unknown';

describe('sharedSingletons', () => {
  it('shares each singleton at the installed version of its package, and requires that major', () => {
    const shared = sharedSingletons({ eager: false, versionOf });
    expect(Object.keys(shared)).toEqual([
      'react',
      'react/',
      'react-dom',
      'react-dom/',
      '@emotion/react',
      '@emotion/styled',
      '@agency/platform/router',
      '@mui/system/DefaultPropsProvider',
      '@mui/system/RtlProvider',
    ]);
    expect(shared['@agency/platform/router']).toEqual({
      singleton: true,
      version: '7.18.5',
      requiredVersion: '^7.18.5',
      eager: false,
    });
    expect(shared['@mui/system/RtlProvider']?.version).toBe('9.5.0');
    expect(Object.values(shared).map((entry) => entry.version)).not.toContain('unknown');
  });

  it('makes every singleton eager for the host only', () => {
    expect(Object.values(sharedSingletons({ eager: true, versionOf })).every((entry) => entry.eager)).toBe(true);
    expect(Object.values(sharedSingletons({ eager: false, versionOf })).some((entry) => entry.eager)).toBe(false);
  });
});
