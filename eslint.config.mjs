import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

/** Packages that talk to an outside system: HTTP clients and servers, the browser, SMTP, OpenAI, DNS, Stripe, OIDC, Temporal. */
const DRIVER_MODULES = [
  'undici',
  'playwright-core',
  'nodemailer',
  'openai',
  'stripe',
  'openid-client',
  'oidc-provider',
  'rate-limiter-flexible',
  ...['dns', 'dns/promises', 'net', 'http', 'https', 'http2', 'tls', 'dgram'].flatMap((name) => [name, `node:${name}`]),
];

export default tseslint.config(
  { ignores: ['node_modules/', '.data/', '.tools/', 'coverage/', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Domain rules reach outside services through ports; the packages that talk to them live in integrations/.
    files: ['domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: DRIVER_MODULES.map((name) => ({ name, message: 'A driver: put it in integrations/ behind a domain port.' })),
          patterns: [
            { group: ['openai/*', '@temporalio/*'], message: 'A driver: put it in integrations/ behind a domain port.' },
            { group: ['**/integrations/*', '**/integrations'], message: 'domain/ declares ports; integrations/ implement them.' },
          ],
        },
      ],
    },
  },
  {
    // Workflow code runs in Temporal's deterministic sandbox: no Node built-ins, no I/O modules.
    files: ['workflows/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'Workflows are deterministic: do I/O in activities.' })),
          patterns: [
            {
              group: ['../activities/*', '../domain/*', '../models/*', '../platform/*', '../api/*', '../engine/*'],
              allowTypeImports: true,
              message: 'Workflows import other layers as types only.',
            },
          ],
        },
      ],
    },
  },
);
