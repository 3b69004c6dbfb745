import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'dist/',
      'data/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      '.e2e-build*/',
      'coverage/',
      // The generated iOS and Android projects and the native app's web build.
      'android/',
      'ios/',
      '.native-build/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Route modules and React components are declared before they are used in JSX trees.
      '@typescript-eslint/no-use-before-define': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Which way imports go: common/ is shared by both sides and depends on neither; the server
    // never reaches into the front end. app/ may read server/ only in build-time loaders
    // (*.server.ts, never shipped to the browser): the rule below skips those files.
    files: ['app/**', 'server/**', 'common/**'],
    ignores: ['app/**/*.server.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './common',
              from: ['./app', './server'],
              message: 'common/ is shared by both sides: it may import neither app/ nor server/.',
            },
            {
              target: './server',
              from: './app',
              message: 'server/ never imports the front end: move what both need to common/.',
            },
            {
              target: './app',
              from: './server',
              message:
                'app/ reaches server/ only in build-time loaders (*.server.ts): move what both need to common/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: globals.browser },
  },
  prettier,
);
