// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const appDirs = ['shell', 'mfe-claims', 'mfe-pharmacy-programs', 'mfe-messages', 'mfe-settings', 'mfe-registration'];

// Import boundaries (DESIGN.md "Style"): dependencies flow shared/ -> remotes -> shell composes at run
// time. No app imports another app's source, and shared packages import no app.
const boundaryZones = [
  ...appDirs.map((target) => ({
    target: `./${target}`,
    from: appDirs.filter((other) => other !== target).map((other) => `./${other}`),
    message: 'An app never imports another app: go through federation or a shared/ package.',
  })),
  { target: './shared', from: appDirs.map((dir) => `./${dir}`), message: 'shared/ packages must not depend on an app.' },
];

/**
 * Imports the apps and shared packages must not make. Formik is @portal/forms' own business: apps
 * build forms with its components and hooks (and write their schemas with Yup), so a form behaves one
 * way everywhere. axios is @portal/api-client's (docs/http.md): everything else makes its requests on
 * the client's one instance (apiRequest, fetchMemberDocument, httpClient), so every call gets the same
 * token, activity event and error handling. The form libraries the portal moved away from stay out.
 * @param {{ formik?: boolean, axios?: boolean, reactRouter?: boolean }} allowed what may be imported here
 */
function restrictedImports(allowed) {
  return {
    paths: [
      {
        name: '@portal/ui',
        importNames: ['formatDate'],
        message: 'Dates come from @portal/ui/dates, the one date module (Luxon, Central time); @portal/ui keeps formatDate only for remotes built against 1.0 and 1.1.',
      },
      ...(allowed.formik ? [] : [{ name: 'formik', message: 'Forms are built with @portal/forms (PortalForm, usePortalForm and its fields), the one place that uses Formik.' }]),
    ],
    patterns: [
      { group: ['@portal/shell', '@portal/shell/*', '@portal/mfe-*'], message: 'An app never imports another app: go through federation or a shared/ package.' },
      ...(allowed.reactRouter
        ? []
        : [
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
              message: 'Import routing from @portal/routing: the apps share that one module, so a direct import would load a second router.',
            },
          ]),
      ...(allowed.axios
        ? []
        : [
            {
              group: ['axios', 'axios/*'],
              message: 'HTTP goes through @portal/api-client (apiRequest, fetchMemberDocument, or httpClient() for other services), the one place that imports axios (docs/http.md).',
            },
          ]),
      {
        group: ['zod', 'zod/*', 'react-hook-form', 'react-hook-form/*', '@hookform/*'],
        message: 'Forms are Formik and Yup (DESIGN.md decision 11): write the schema with Yup and build the form with @portal/forms.',
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', '**/test-results/**', '**/playwright-report/**', 'sandbox/.data/**', 'sandbox/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The boundary rule only sees imports it can resolve, so it must know TypeScript's extensions.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': ['error', restrictedImports({})],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The one place that imports react-router (see shared/routing/src/index.ts).
    files: ['shared/routing/**'],
    rules: { 'no-restricted-imports': ['error', restrictedImports({ reactRouter: true })] },
  },
  {
    // The one place that uses Formik.
    files: ['shared/forms/**'],
    rules: { 'no-restricted-imports': ['error', restrictedImports({ formik: true })] },
  },
  {
    // The one place that imports axios.
    files: ['shared/api-client/**'],
    rules: { 'no-restricted-imports': ['error', restrictedImports({ axios: true })] },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'e2e/**', 'sandbox/**', '**/*.config.*'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/test/**', '**/*.test.*'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
