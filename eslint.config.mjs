// Lint for the whole workspace. Besides code quality it enforces the dependency direction:
// shared imports no app, no app imports another app's source, nobody imports the MUI barrel.
import js from '@eslint/js';
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
  { name: 'react-router', message: 'Import routing from @agency/shared/router: the one shared router module.' },
  { name: 'react-router-dom', message: 'Import routing from @agency/shared/router: the one shared router module.' },
];
// Relative imports would bypass federation's share key and give a section a second router.
const routerByPath = {
  group: ['**/router/router', '**/router/router.ts'],
  message: 'Import @agency/shared/router by its package name.',
};

function restrict(patterns) {
  return { 'no-restricted-imports': ['error', { paths: barrels, patterns }] };
}

const appSource = (app) => ({
  group: [`**/${app}/**`, app, `${app}/*`],
  message: `Apps never import ${app}'s source: use federation, the URL or @agency/shared/events.`,
});
const sharedInternals = {
  group: ['@agency/shared/src/*', '**/shared/src/**'],
  message: 'Import @agency/shared through its exports (@agency/shared/ui/..., /content/..., /routes).',
};

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
      ...restrict([routerByPath]),
    },
  },
  {
    files: ['shared/src/router/router.ts', 'shared/src/router/static-router.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['shared/**'],
    ignores: ['shared/src/router/router.ts', 'shared/src/router/static-router.tsx'],
    rules: restrict([...apps.map(appSource), routerByPath]),
  },
  ...apps.map((app) => ({
    files: [`${app}/**`],
    rules: restrict([...apps.filter((other) => other !== app).map(appSource), sharedInternals, routerByPath]),
  })),
  { files: ['e2e/**'], rules: restrict([...apps.map(appSource), sharedInternals, routerByPath]) },
);
