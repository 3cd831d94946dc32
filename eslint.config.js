import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code flows one way: the browser never imports the server. */
const CLIENT_NOT_SERVER = { group: ['**/server/**'], message: 'client/ must not import server/' };

/** A client feature's files that another feature may import (decision 018). */
const THROUGH_QUERIES_OR_PARTS =
  'Use another feature only through its queries (<name>.queries.ts) or the parts it offers (<name>.part.tsx).';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks are async by convention, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [CLIENT_NOT_SERVER] }],
    },
  },
  // Feature modules on the client (docs/decisions/018-feature-modules.md), as on the server: a
  // feature uses another only through its queries (<name>.queries.ts) and the parts it offers
  // other screens (<name>.part.tsx, no barrel files); client/lib/ and client/components/ never
  // depend on a feature or the app. These blocks replace the client block's no-restricted-imports,
  // so each names its server/ pattern again.
  {
    files: ['client/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CLIENT_NOT_SERVER,
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?![^/]*\\.(queries|part)$)',
              message: THROUGH_QUERIES_OR_PARTS,
            },
            {
              regex: '^(\\.\\./)+features/[^/]+/(?![^/]*\\.(queries|part)$)',
              message: THROUGH_QUERIES_OR_PARTS,
            },
            {
              regex: '^(\\.\\./)+app(/|$)',
              message:
                'A feature never imports the app (client/app/): the app composes features, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/lib/**/*.{ts,tsx}', 'client/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CLIENT_NOT_SERVER,
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message:
                'client/lib/ and client/components/ must not depend on a feature or the app: pass what they need in.',
            },
          ],
        },
      ],
    },
  },
  // Endpoint contracts (docs/decisions/073-endpoint-contracts.md): a feature whose endpoints are
  // declared in shared/<feature>.endpoints.ts calls them by name (apiClient), never by URL string.
  // Every feature calls through its contract now, so this holds for all of client/.
  // Every file input is a FilePicker (issue 39 item 6): the native control keeps its own width.
  // Every form is made with the one hook (docs/decisions/073-endpoint-contracts.md): react-hook-form's
  // useForm is imported only by client/lib/use-contract-form.ts, so a screen checks with the
  // server's own schema and words. Forms that send no body need no form library at all:
  //   content/search-form.tsx (changes the address), resources/library.tsx (searches an index in
  //   the browser), circles/audit-section.tsx (filters a query as each choice changes) and
  //   memory/person-view-family.tsx (a leave code checked in the browser).
  // memory/recording-add.tsx keeps its own state: the recording upload reports its progress
  // through XMLHttpRequest, outside the contract (decision 075).
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message:
            'Call the endpoint by name (apiClient over shared/<feature>.endpoints.ts), not by URL.',
        },
        {
          selector: "JSXAttribute[name.name='type'][value.value='file']",
          message:
            "Use FilePicker (client/components/ui/file-picker.tsx): the browser's own file input is wider than a phone.",
        },
        {
          selector:
            "ImportDeclaration[source.value='react-hook-form'] ImportSpecifier[imported.name='useForm']",
          message:
            'Write the form with useContractForm or useContractDraftForm (client/lib/use-contract-form.ts), over the body schema of the endpoint it sends to.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/client/**', 'node:*'],
              message: 'shared/ is isomorphic and has no I/O',
            },
          ],
        },
      ],
    },
  },
  // Feature modules (docs/decisions/018-feature-modules.md): the platform never depends on a
  // feature; a feature uses another only through its service module (a schema file may reference
  // another module's table for a foreign key); only createApp and tests read the module list.
  {
    files: [
      'server/platform/**/*.ts',
      'server/lib/**/*.ts',
      'server/db/**/*.ts',
      'server/adapters/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/modules'],
              message:
                'The platform must not depend on features: give it what it needs through the module contract (server/platform/module.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/features/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?![^/]*\\.service$)',
              message: 'Use another feature only through its service module (<name>.service.ts).',
            },
            {
              regex: '^(\\.\\./)+(features/[^/]+/(?![^/]*\\.service$)|modules$)',
              message:
                'Use another feature only through its service module (<name>.service.ts); only createApp reads the module list.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/features/**/*.schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)[^/]+/(?![^/]*\\.schema$)',
              message: "A schema file may reference only another module's schema file.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
);
