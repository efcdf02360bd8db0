// Lint for the whole workspace. Besides code quality it enforces the dependency direction:
// shared packages import no app, no app imports another app's source, nobody imports the MUI
// barrel, and no module imports itself back through a cycle.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'remote-services', 'remote-blog', 'remote-portfolio', 'remote-contact'];

const barrels = [
  {
    name: '@mui/material',
    message: 'Import by path (@mui/material/Button): the barrel ships all of MUI to every visitor.',
  },
  { name: '@mui/icons-material', message: 'Import icons by path (@mui/icons-material/Add).' },
  { name: '@mui/system', message: 'Import by path (@mui/system/Box) or through @mui/material.' },
  {
    name: 'react-router-dom',
    message:
      'Pages are documents: link with a plain href (MUI Link or Button with href). There is no client-side router.',
  },
];

function restrict(patterns) {
  return { 'no-restricted-imports': ['error', { paths: barrels, patterns }] };
}

const appSource = (app) => ({
  group: [`**/${app}/**`, app, `${app}/*`],
  message: `Apps never import ${app}'s source: use federation, the URL or @agency/platform/events.`,
});
const sharedInternals = {
  group: ['@agency/*/src/*', '**/shared/*/src/**', '**/shared/build/**', '**/shared/server/**'],
  message:
    'Import a shared package through its exports (@agency/ui/..., @agency/content/..., @agency/platform/routes).',
};
// The shared packages' direction: platform <- content <- ui <- apps. The browser packages never
// import the Node-only ones (build, server) or build tools; content names icons by key and leaves
// components to the UI.
const buildTools = [
  '@agency/build',
  '@agency/server',
  'fastify',
  '@fastify/*',
  'webpack',
  'webpack-*',
  'tsx',
  '*-loader',
];
const browserPackages = {
  platform: ['@agency/content', '@agency/ui', '@mui/*', '@emotion/*', ...buildTools],
  content: ['@agency/ui', '@mui/*', '@emotion/*', ...buildTools],
  ui: buildTools,
};
const layer = (forbidden) => ({
  group: forbidden.flatMap((name) => [name, `${name}/*`]),
  message: 'Shared packages depend one way: platform <- content <- ui <- apps; build and server are Node-only.',
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'e2e/.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...restrict([]),
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.json', noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: false }] },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['shared/**'],
    rules: restrict(apps.map(appSource)),
  },
  ...Object.entries(browserPackages).map(([dir, forbidden]) => ({
    files: [`shared/${dir}/**`],
    ignores: [`shared/${dir}/jest.config.mjs`],
    rules: restrict([...apps.map(appSource), layer(forbidden)]),
  })),
  ...apps.map((app) => ({
    files: [`${app}/**`],
    rules: restrict([...apps.filter((other) => other !== app).map(appSource), sharedInternals]),
  })),
  { files: ['e2e/**'], rules: restrict([...apps.map(appSource), sharedInternals]) },
);
