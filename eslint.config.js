import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const clientFeatures = 'client/src/features';
const sharedFolders = ['components', 'config', 'hooks', 'lib'].map(
  (folder) => `client/src/${folder}`,
);
const featureNames = readdirSync(clientFeatures, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The client's boundaries (STYLE.md habit 12, bulletproof-react's zones): shared folders never
 * import a feature, and a feature uses another only through its public entry,
 * `features/<name>/index.ts`; `app/` composes them.
 */
const clientBoundaries = [
  {
    target: sharedFolders,
    from: [clientFeatures],
    message: 'A shared folder never imports a feature: move what both need into a shared folder.',
  },
  ...featureNames.map((name) => ({
    target: `${clientFeatures}/${name}`,
    from: `${clientFeatures}/**/*`,
    except: [`**/${clientFeatures}/${name}/**`, `**/${clientFeatures}/*/index.ts`],
    message: 'A feature uses another only through its index.ts.',
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['client/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // No import circle, type-only imports included.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'server/src/**/*.ts'],
    rules: {
      // Numbers and dates are written by the contract (numberText, formatMoney, the site dates),
      // one way on every side; in a page, the first Intl call starts the browser's ICU, 30 to 70
      // ms of its main thread (docs/decisions.md).
      'no-restricted-properties': [
        'error',
        {
          object: 'Intl',
          property: 'NumberFormat',
          message: "Write numbers with numberText from '@sg-finance/contract'.",
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message: "Write numbers with numberText and dates with the contract's site dates.",
        },
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: clientBoundaries }] },
  },
  prettier,
);
