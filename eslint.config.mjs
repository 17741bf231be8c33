// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import commentCitations from './tools/lib/lint/comment-citations.mjs';

const appDirs = ['shell', 'mfe-claims', 'mfe-pharmacy-programs', 'mfe-messages', 'mfe-settings', 'mfe-registration'];

// Import boundaries (docs/architecture.md "Style"): dependencies flow shared/ -> remotes -> shell composes at run
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
 * Remotes ask before an action with the kit's dialogs, not one of their own on Radix (docs/README.md).
 * @param {{ formik?: boolean, axios?: boolean, reactRouter?: boolean, radixDialog?: boolean }} allowed what may be imported here
 */
function restrictedImports(allowed) {
  return {
    paths: [
      ...(allowed.radixDialog === false
        ? [
            {
              name: '@radix-ui/react-dialog',
              message: 'Dialogs are the design kit’s: ConfirmDialog or PortalDialog from @portal/ui/dialog (docs/design-kit.md).',
            },
          ]
        : []),
      {
        name: '@portal/ui/dates',
        allowImportNames: ['insurerDateTime'],
        message:
          'Import dates from @portal/ui/dates/days (or @portal/ui/dates/display to only show them): the same rules without Luxon. @portal/ui/dates loads Luxon for insurerDateTime, kept for @portal/ui 1.x (docs/decisions/0035-one-date-module.md).',
      },
      {
        name: '@portal/ui',
        importNames: ['formatDate'],
        message:
          'Dates come from @portal/ui/dates, the one date module (Luxon, Central time); @portal/ui keeps formatDate only for remotes built against 1.0 and 1.1.',
      },
      {
        name: '@portal/forms',
        importNames: ['looksLikeTypedDate', 'parseTypedDate', 'isoDate', 'typedDateToIso', 'isoToTypedDate'],
        message:
          'Typed dates (MM/DD/YYYY) come from @portal/ui/dates, the one date module; @portal/forms keeps its copies only for remotes built against 1.x.',
      },
      {
        name: '@portal/api-client',
        importNames: ['coverageLookBackStart'],
        message:
          'Pass searchCoverages the start from coverageSearchStart() of @portal/api-client/fhir-coverage (the one date module, Central time); coverageLookBackStart stays only for remotes built against 1.2.',
      },
      ...(allowed.formik
        ? []
        : [
            {
              name: 'formik',
              message: 'Forms are built with @portal/forms (PortalForm, usePortalForm and its fields), the one place that uses Formik.',
            },
          ]),
    ],
    patterns: [
      {
        group: ['@portal/shell', '@portal/shell/*', '@portal/mfe-*'],
        message: 'An app never imports another app: go through federation or a shared/ package.',
      },
      ...(allowed.reactRouter
        ? []
        : [
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
              message:
                'Import routing from @portal/routing: the apps share that one module, so a direct import would load a second router.',
            },
          ]),
      ...(allowed.axios
        ? []
        : [
            {
              group: ['axios', 'axios/*'],
              message:
                'HTTP goes through @portal/api-client (apiRequest, fetchMemberDocument, or httpClient() for other services), the one place that imports axios (docs/http.md).',
            },
          ]),
      {
        group: ['zod', 'zod/*', 'react-hook-form', 'react-hook-form/*', '@hookform/*'],
        message:
          'Forms are Formik and Yup (docs/decisions/0014-design-card-stack.md): write the schema with Yup and build the form with @portal/forms.',
      },
    ],
  };
}

// Date arithmetic belongs to the one date module (docs/decisions/0035-one-date-module.md): @portal/ui/dates, on
// Luxon, reckons every day in America/Chicago. Elsewhere in the apps and shared packages the Date
// methods that read or set calendar fields, format by the browser's zone or build a Date from parts or
// text are refused, and so are Intl's date formatters. `new Date()` (now, handed to the date module) and
// `Date.now()` (elapsed time: session time-outs, token expiry) stay allowed.
const dateModuleMessage =
  'Dates are reckoned and shown by the one date module, @portal/ui/dates/days (America/Chicago): see docs/decisions/0035-one-date-module.md.';
const handWrittenDates = [
  {
    selector: 'MemberExpression[property.name=/^(get|set)(UTC)?(FullYear|Year|Month|Date|Day|Hours|Minutes|Seconds|Milliseconds)$/]',
    message: dateModuleMessage,
  },
  {
    selector:
      'MemberExpression[property.name=/^(toLocaleDateString|toLocaleTimeString|toDateString|toTimeString|toISOString|toUTCString|toGMTString|getTimezoneOffset)$/]',
    message: dateModuleMessage,
  },
  { selector: "MemberExpression[object.name='Date'][property.name=/^(UTC|parse)$/]", message: dateModuleMessage },
  { selector: "NewExpression[callee.name='Date'][arguments.length>0]", message: dateModuleMessage },
  { selector: "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|RelativeTimeFormat)$/]", message: dateModuleMessage },
];

// Each remote's pages, menu entries and cards are declared in exactly one file, its manifest
// (src/remote-manifest.ts, docs/remote-manifest.md): the build generates exposes and the dev host's
// routes from it. Elsewhere in a remote's source, an object with a path and a title, module or access
// is a page declared a second time.
const manifestMessage = 'A remote declares its pages, menu entries and cards in src/remote-manifest.ts only (docs/remote-manifest.md).';
const pageDeclarations = [
  {
    selector: "ObjectExpression:has(> Property[key.name='path']):has(> Property[key.name=/^(title|module|access|load)$/])",
    message: manifestMessage,
  },
];
const exposesDeclarations = [{ selector: "Property[key.name='exposes']", message: `${manifestMessage} exposes is generated from it.` }];

// shared/ is generic: it names no remote. Which remotes exist, and what they bring, is data
// (remotes.json and each remote's manifest); a remote's endpoints and types live in the remote.
const remoteNameLiterals = [
  {
    selector: 'Literal[value=/^mfe[_-]/]',
    message: "shared/ names no remote: remotes are data (remotes.json, each remote's manifest; docs/remote-manifest.md).",
  },
  {
    selector: 'TemplateElement[value.raw=/^mfe[_-]/]',
    message: "shared/ names no remote: remotes are data (remotes.json, each remote's manifest; docs/remote-manifest.md).",
  },
];

// Remotes build what the design kit has from the kit (docs/design-kit.md: a remote keeps no
// table, progress-bar or confirm-dialog of its own), so its copies do not come back.
const kitElements = [
  {
    selector: "JSXOpeningElement[name.name='table']",
    message:
      'Tables are the design kit’s DataTable (@portal/ui/data-table): stacked rows under 600 px, a named scroll region (docs/design-kit.md).',
  },
  {
    selector: "JSXOpeningElement[name.name='progress']",
    message: 'Progress is the design kit’s ProgressMeter (@portal/ui): a bar with every figure as text (docs/design-kit.md).',
  },
  {
    selector: "JSXOpeningElement[name.name='dialog']",
    message: 'Dialogs are the design kit’s: ConfirmDialog or PortalDialog from @portal/ui/dialog (docs/design-kit.md).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-qa/**',
      '**/dist-one-bundle/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'sandbox/.data/**',
      'sandbox/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Comments and test names state the rule or link this repository's docs; they cite nothing a new
    // team cannot open (tools/lib/lint/comment-citations.mjs).
    plugins: { docs: commentCitations },
    rules: { 'docs/no-outside-citations': 'error' },
  },
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The boundary rule only sees imports it can resolve, so it must know TypeScript's extensions.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Zones are relative to this file's folder, whatever folder ESLint runs from.
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: import.meta.dirname }],
      'no-restricted-imports': ['error', restrictedImports({})],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A remote's source: the kit's elements, the date rule and its pages declared in its manifest only.
    // One no-restricted-syntax per file (a later block would replace it), so all are here together.
    files: ['mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['mfe-*/src/remote-manifest.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...kitElements, ...handWrittenDates, ...pageDeclarations],
      'no-restricted-imports': ['error', restrictedImports({ formik: false, radixDialog: false })],
    },
  },
  {
    // The one file that declares the remote's pages (docs/remote-manifest.md).
    files: ['mfe-*/src/remote-manifest.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...kitElements, ...handWrittenDates],
      'no-restricted-imports': ['error', restrictedImports({ formik: false, radixDialog: false })],
    },
  },
  {
    // A remote's exposes are generated from its manifest (tools/lib/remote-manifests.mjs).
    files: ['mfe-*/*.mjs'],
    rules: { 'no-restricted-syntax': ['error', ...exposesDeclarations] },
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
    // Remotes get this rule with the kit's, above.
    files: ['shell/src/**'],
    rules: { 'no-restricted-syntax': ['error', ...handWrittenDates] },
  },
  {
    files: ['shared/*/src/**'],
    ignores: ['shared/ui/src/dates/**'],
    rules: { 'no-restricted-syntax': ['error', ...handWrittenDates, ...remoteNameLiterals] },
  },
  {
    files: ['shared/ui/src/dates/**'],
    rules: { 'no-restricted-syntax': ['error', ...remoteNameLiterals] },
  },
  {
    // The remote registry's list of names (remotes.json must name each), kept until the names are
    // remotes.json's own data (docs/remote-manifest.md, "What is not done yet").
    files: ['shared/contracts/src/remote-registry.ts'],
    rules: { 'no-restricted-syntax': ['error', ...handWrittenDates] },
  },
  {
    // The exemptions docs/decisions/0035-one-date-module.md names, each for its reason:
    files: [
      // the greeting follows the member's own clock (Good Morning is the member's morning), in start-up code;
      'shell/src/layout/greeting.ts',
      // the copyright year on the pre-rendered /login, which may not load Luxon;
      'shell/src/layout/use-current-year.ts',
      // deprecated copies kept only for remotes built against the 1.x contracts, which no app may import:
      // coverageLookBackStart of @portal/api-client and the typed-date helpers of @portal/forms.
      'shared/api-client/src/deprecated-coverage-look-back.ts',
      'shared/forms/src/typed-date.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
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
    // A function longer than a screenful is several steps: name them (a route per function, a seed
    // step per function, a component per part of a page). Tests are left out: a test reads best whole.
    files: ['shell/src/**', 'mfe-*/src/**', 'shared/*/src/**', 'sandbox/src/**', 'sandbox/scripts/**', 'tools/lib/**', 'tools/bin/**'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
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
