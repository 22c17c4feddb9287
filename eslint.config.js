// ESLint for the whole repository (run by `npm test` through `npm run lint`).
// Besides the TypeScript and hooks rules, `no-restricted-imports` keeps the
// rooms of the house apart (docs/architecture.md): lib/ is pure and imports
// only lib/; client/ runs in the browser and never imports worker/ or
// scripts/; worker/ never imports client/ or build scripts.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A `no-restricted-imports` rule forbidding relative imports that climb into the given top-level folders. */
function rooms(message, ...folders) {
  return ['error', { patterns: [{ regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message }] }];
}

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'public/build/', 'public/site/', 'worker/generated/', '.wrangler/', '.cache/', 'test-results/', 'playwright-report/', 'worker/worker-configuration.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Test doubles may be cast; code may not.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/test-*.ts', 'tests/**', 'bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "TSAsExpression > TSAsExpression[typeAnnotation.type='TSUnknownKeyword']", message: 'No `as unknown as`: give the value its type where it is made.' },
      ],
    },
  },
  {
    // Browser tests wait on events or on a fake clock (page.clock), never on a fixed sleep. The
    // allow-list is the `eslint-disable-next-line ... -- reason` comments: each says why its span of
    // real time is the point of the test (nothing may happen in it) or is the input itself.
    files: ['tests/**'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: 'Wait on an event (a response, a locator, mainThreadIdle) or use page.clock, not a fixed sleep.' }],
    },
  },
  {
    files: ['lib/**'],
    ignores: ['lib/**/*.test.ts'],
    rules: { 'no-restricted-imports': rooms('lib/ is pure: it imports only lib/ (and packages).', 'worker', 'client', 'scripts', 'ui', 'content', 'tests', 'bench') },
  },
  { files: ['client/**'], rules: { 'no-restricted-imports': rooms('client/ runs in the browser: it never imports worker/ or scripts/.', 'worker', 'scripts', 'tests', 'bench') } },
  { files: ['worker/**'], rules: { 'no-restricted-imports': rooms('worker/ never imports client/ or the build scripts.', 'client', 'scripts', 'bench') } },
  {
    files: ['ui/**'],
    rules: { 'no-restricted-imports': rooms('ui/ is rendered by the worker and the client: it never imports worker/, client/ or scripts/.', 'worker', 'client', 'scripts', 'bench') },
  },
  {
    // Demos are what readers copy: plain, typed React.
    files: ['content/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': rooms('A demo imports packages and its own page or product shared modules only.', 'lib', 'worker', 'client', 'scripts', 'ui') },
  },
);
