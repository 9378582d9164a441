// Lint: typescript-eslint's recommended rules plus the folder boundaries of ARCHITECTURE.md,
// enforced with no-restricted-imports per folder.
import tseslint from 'typescript-eslint';

import { agentRules } from './scripts/eslint/agent-rules.mjs';
import { pluralRules } from './scripts/eslint/plural-rules.mjs';

const node = { group: ['node:*'], message: 'Node built-ins are not available here.' };
const electron = {
  group: ['electron'],
  message: 'Only electron/main and electron/preload may import electron.',
};
const rendererCode = {
  group: ['**/renderer/**'],
  message: 'The renderer is reached only through the contract.',
};
const electronCode = {
  group: ['**/electron/**'],
  message: 'Reach the services only through the contract.',
};
const react = {
  group: ['react', 'react-dom', 'react/*', 'zustand', 'zustand/*'],
  message: 'shared/ runs anywhere: no React.',
};
const mainCode = {
  group: ['**/main/**', '**/electron/main/*'],
  message: 'Services must not depend on the Electron shell.',
};

// Tests hand the shell a stand-in (test/helpers/electron-stub.ts) rather than replacing the module.
const noElectronMock = {
  selector:
    "CallExpression[callee.object.name='vi'][callee.property.name='mock'] > Literal[value='electron']",
  message: "Pass the shell the stand-in (createElectronStub().api), don't vi.mock('electron').",
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='openExternal']",
          message: 'Open links only through openExternalSafely (electron/main/window.ts).',
        },
      ],
    },
  },
  { files: ['shared/**/*.ts'], rules: restrict(node, electron, react, rendererCode, electronCode) },
  { files: ['electron/services/**/*.ts'], rules: restrict(electron, rendererCode, mainCode) },
  {
    files: ['electron/web/**/*.ts', 'electron/cli/**/*.ts'],
    rules: restrict(electron, rendererCode, mainCode),
  },
  {
    // The shell takes Electron from index.ts (electron-api.ts), so that it runs in tests with a
    // stand-in: elsewhere in electron/main only Electron's types may be imported.
    files: ['electron/main/**/*.ts'],
    ignores: ['electron/main/index.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            rendererCode,
            {
              group: ['electron', 'electron-updater'],
              allowTypeImports: true,
              message: 'Take Electron from electron-api.ts (only index.ts imports it).',
            },
          ],
        },
      ],
    },
  },
  { files: ['electron/main/index.ts'], rules: restrict(rendererCode) },
  {
    files: ['electron/preload/**/*.ts'],
    rules: restrict(node, rendererCode, {
      group: ['**/services/**', '**/web/**', '**/cli/**'],
      message: 'The preload exposes the contract only.',
    }),
  },
  { files: ['renderer/**/*.{ts,tsx}'], rules: restrict(node, electron, electronCode) },
  { files: ['test/**/*.ts'], rules: { 'no-restricted-syntax': ['error', noElectronMock] } },
  {
    // A UI test never reads a value straight after an action: `expect(await x.innerText())`
    // reads once, before the page may have shown it (5 of 7 approvals tests failed so on a busy
    // CI machine). `await expect.poll(() => x.innerText())` waits for the state it expects.
    files: ['test/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noElectronMock,
        {
          selector: "CallExpression[callee.name='expect'] > AwaitExpression.arguments:first-child",
          message: 'Poll the read: await expect.poll(() => …) waits for the state it expects.',
        },
      ],
    },
  },
  {
    files: ['electron/main/window.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // An agent is one module (ARCHITECTURE principle 4): outside electron/services/agents/ and
    // shared/agents/ (the contract's list of ids) no code names an agent id, and nothing opens
    // an agent's folder except through agents/registry and agents/agent.
    files: ['electron/**/*.ts', 'renderer/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { hookyard: agentRules },
    rules: { 'hookyard/agent-imports': 'error', 'hookyard/no-agent-id-literal': 'error' },
  },
  {
    files: ['electron/services/agents/**/*.ts', 'shared/agents/**/*.ts'],
    rules: { 'hookyard/no-agent-id-literal': 'off' },
  },
  {
    // Words are made by the catalogues' ICU messages, plurals included (issue 14 §2).
    files: ['electron/**/*.ts', 'renderer/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { plurals: pluralRules },
    rules: { 'plurals/no-hand-plural': 'error' },
  },
  {
    files: ['bin/**/*.js', 'scripts/**/*.mjs', '*.config.*'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
