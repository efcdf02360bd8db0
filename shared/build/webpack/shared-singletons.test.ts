import { sharedSingletons, sharedVersions } from './shared-singletons';

const versions: Record<string, string> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@agency/ui': '1.0.0',
};
const versionOf = (pkg: string) => versions[pkg] ?? 'unknown';

describe('sharedSingletons', () => {
  it('shares React, emotion and the theme, each at the installed version of its package, and requires that major', () => {
    const shared = sharedSingletons(versionOf);
    expect(Object.keys(shared)).toEqual([
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      '@emotion/react',
      '@emotion/styled',
      '@agency/ui/theme',
    ]);
    expect(shared['react/jsx-runtime']).toEqual({
      singleton: true,
      version: '19.3.1',
      requiredVersion: '^19.3.1',
      eager: false,
    });
    expect(shared['@agency/ui/theme'].requiredVersion).toBe('^1.0.0');
    expect(Object.values(shared).map((entry) => entry.version)).not.toContain('unknown');
  });

  it('gives the shell the same versions to provide', () => {
    expect(sharedVersions(versionOf)).toEqual({
      react: '19.3.1',
      'react/jsx-runtime': '19.3.1',
      'react-dom': '19.3.1',
      'react-dom/client': '19.3.1',
      '@emotion/react': '11.14.0',
      '@emotion/styled': '11.14.1',
      '@agency/ui/theme': '1.0.0',
    });
  });
});
