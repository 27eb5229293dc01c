// ESLint: bugs and boundaries only; Prettier owns the style (no stylistic rule here).
// `npm run lint` checks the whole tree; tools/lint/boundaries.test.mjs proves the boundaries hold.
import { defineConfig } from 'eslint/config';
import boundaries from 'eslint-plugin-boundaries';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** ESLint's own recommended set (what @eslint/js ships), read from the rules' metadata: no extra package. */
const JS_RECOMMENDED = {
  rules: Object.fromEntries(
    [...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended && !rule.meta.deprecated).map(([name]) => [name, 'error']),
  ),
};

const NODE_GLOBALS = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    '__dirname',
    '__filename',
    'require',
    'module',
    'exports',
    'global',
    'globalThis',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'clearImmediate',
    'queueMicrotask',
    'URL',
    'URLSearchParams',
    'fetch',
    'Response',
    'Request',
    'Headers',
    'FormData',
    'Blob',
    'AbortController',
    'AbortSignal',
    'TextEncoder',
    'TextDecoder',
    'structuredClone',
    'performance',
    'crypto',
    'atob',
    'btoa',
  ].map((g) => [g, 'readonly']),
);

/**
 * The apps and layers the boundaries rule tells apart. A file belongs to the deepest folder that
 * matches (api/src/kit/x.ts is `api-core`, not `api`).
 */
const ELEMENTS = [
  { type: 'api-core', pattern: ['api/src/kit', 'api/src/http', 'api/src/db'], partialMatch: false },
  { type: 'api-modules', pattern: 'api/src/modules', partialMatch: false },
  { type: 'api-seed', pattern: 'api/src/seed', partialMatch: false },
  { type: 'api', pattern: 'api', partialMatch: false },
  { type: 'remote', pattern: 'mfe-*', capture: ['remote'], partialMatch: false },
  { type: 'shell', pattern: 'shell', partialMatch: false },
  { type: 'shared', pattern: 'shared', partialMatch: false },
];

const APPS = ['shell', 'remote', 'api', 'api-core', 'api-modules', 'api-seed'];

/** Everything not listed is allowed; imports inside one element are never checked. */
const BOUNDARIES = [
  {
    from: { element: { type: 'remote' } },
    disallow: { to: { element: { type: 'remote' } } },
    message:
      'A remote never imports another remote (mfe-{{ from.captured.remote }} imports mfe-{{ to.captured.remote }}): each deploys on its own.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { types: { anyOf: APPS } } } },
    message: '`shared` imports no app: every app builds on it, so it cannot know any of them.',
  },
  {
    from: { element: { type: 'shell' } },
    disallow: { to: { element: { type: 'remote' } } },
    message: "The shell imports no remote's source: remotes reach it through module federation only.",
  },
  {
    from: { element: { type: 'api-core' } },
    disallow: { to: { element: { type: 'api-modules' } } },
    message: "The API's kit, http and db import no module: modules build on them, not the other way round.",
  },
  {
    from: { element: { type: 'api-modules' } },
    disallow: { to: { element: { type: 'api-seed' } } },
    message: 'A module imports no seed: the seeds call the modules (demo-seed.ts), not the other way round.',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      'data/**',
      'uploads/**',
      'outbox/**',
      'coverage/**',
      '.tmp/**',
      '**/.mf/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/.scratch*/**',
      'e2e/.scratch*/**',
      'shared/.exp/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  JS_RECOMMENDED,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: NODE_GLOBALS },
  },
  {
    // Functions these files hand to the browser (page.evaluate) or to jsdom run there.
    files: ['tools/bench/**/*.mjs', 'tools/jest/polyfills.cjs'],
    languageOptions: {
      globals: Object.fromEntries(
        ['window', 'document', 'location', 'localStorage', 'requestAnimationFrame', 'Element', 'MouseEvent', 'PopStateEvent'].map((g) => [
          g,
          'readonly',
        ]),
      ),
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', 'knip.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      // Bugs, not style.
      'no-constant-binary-expression': 'error',
      'no-self-compare': 'error',
      'no-template-curly-in-string': 'error',
      'no-unreachable-loop': 'error',
      'array-callback-return': ['error', { checkForEach: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-return-assign': 'error',
      // The sanitisers strip control characters on purpose; every hit of this rule was one of them.
      'no-control-regex': 'off',
      // An empty interface is how a slice registry is opened for declaration merging (LazySlices).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A native date input shows the browser's format (11/23/2026, mm/dd/yyyy) and zone (issue 9).
    files: ['**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/^(Input|input)$/] > JSXAttribute[name.name='type'][value.value=/^(date|datetime-local|time|month|week)$/]",
          message: 'Dates are typed in DateField / DateTimeField / DateFilterField (shared/ui): YYYY-MM-DD whatever the locale.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/elements': ELEMENTS,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export', 'require'],
      'boundaries/legacy-templates': false,
      'import/resolver': { [path.join(ROOT, 'tools/lint/resolver.cjs')]: {} },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: BOUNDARIES }],
    },
  },
);
