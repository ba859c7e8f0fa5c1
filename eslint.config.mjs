// @ts-check
// Lint: ESLint's and typescript-eslint's recommended rules, the type-aware
// rules that catch real bugs (promises left floating or passed where a void
// callback is expected, awaiting non-promises, switches that miss a case),
// React's hooks rules, functions a reader can hold in mind (at most 80
// lines, blank lines and comments aside), the address read through its one
// owner, and nothing about layout: Prettier
// formats. The imports' structure is dependency-cruiser's
// (.dependency-cruiser.cjs), run by `npm run lint` too.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**', 'test-results/**', 'public/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests' describe blocks are lists of cases, not functions to read through; definitions are data; generated
    // files are written by scripts.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    ignores: ['tests/**', 'definitions/**', '**/*.generated.*'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The address has one owner (src/address/: read.ts and write.ts touch it): every other part reads and writes its
    // own slice through them. The head's script reads it in a string of its own (contract/number-setting-script.ts).
    files: ['src/**/*.{ts,tsx}', 'engine/**/*.ts', 'contract/**/*.ts'],
    ignores: ['src/address/read.ts', 'src/address/write.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[object.name='location'][property.name=/^(search|href|pathname|hash)$/]",
          "MemberExpression[object.property.name='location'][property.name=/^(search|href|pathname|hash)$/]",
          "VariableDeclarator[init.name='location'] > ObjectPattern > Property[key.name=/^(search|href|pathname|hash)$/]",
          "VariableDeclarator[init.property.name='location'] > ObjectPattern > Property[key.name=/^(search|href|pathname|hash)$/]",
          "NewExpression[callee.name='URLSearchParams'] > MemberExpression.arguments[object.name='location']",
          "NewExpression[callee.name='URLSearchParams'] > MemberExpression.arguments[object.property.name='location']",
        ].map((selector) => ({
          selector,
          message: 'Read and write the address through its owner, src/address/read.ts and write.ts, and a slice of it.',
        })),
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  prettier,
);
