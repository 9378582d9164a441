import path from 'node:path';

import { expect, test } from 'vitest';

import {
  fillExtensionVariables,
  listGeminiHookDefs,
} from '../../../../electron/services/agents/gemini-cli/gemini-hook-defs';

// The parts of a `hooks` value Gemini skips, named as its "Invalid configuration" warning names
// them (checked with the real gemini in gemini-skipped-parts.test.ts; `hooks` itself: its warning
// says "Error in: hooks, Expected object, received array").
const skipped = (hooks: unknown) => listGeminiHookDefs(hooks, '/s.json', 'user').skipped;

test('names hooks that are not an object, and nothing for hooks that are not set', () => {
  expect(skipped(['oops'])).toEqual(['hooks']);
  expect(skipped('oops')).toEqual(['hooks']);
  expect(skipped(undefined)).toEqual([]);
  expect(skipped(null)).toEqual([]);
});

test('names each event, group and hooks list of another shape, and keeps the good hooks', () => {
  const list = listGeminiHookDefs(
    {
      AfterTool: { hooks: [] },
      BeforeTool: [null, { hooks: 'x' }, { hooks: [{ type: 'command', command: 'echo ok' }] }],
      disabled: 'not an event',
    },
    '/s.json',
    'user',
  );
  expect(list.skipped).toEqual([
    'hooks.AfterTool',
    'hooks.BeforeTool[0]',
    'hooks.BeforeTool[1].hooks',
  ]);
  expect(list.defs.map((def) => [def.event, def.group, def.command])).toEqual([
    ['BeforeTool', 2, 'echo ok'],
  ]);
});

test("fills an extension's variables as Gemini does, and leaves the ones it does not know", () => {
  const sep = path.sep;
  const command =
    'node ${extensionPath}${/}guard.js --in ${workspacePath}${pathSeparator}src ${HOME} ${constructor}';
  expect(fillExtensionVariables(command, { extensionPath: '/x/ext', workspacePath: '/w' })).toBe(
    `node /x/ext${sep}guard.js --in /w${sep}src \${HOME} \${constructor}`,
  );
  // At the user level there is no session folder: ${workspacePath} stays as written.
  expect(
    fillExtensionVariables('${workspacePath}', { extensionPath: '/x/ext', workspacePath: null }),
  ).toBe('${workspacePath}');
  const [def] = listGeminiHookDefs(
    { BeforeTool: [{ hooks: [{ type: 'command', command: 'sh ${extensionPath}${/}a.sh' }] }] },
    '/x/ext/hooks/hooks.json',
    'extension',
    { extensionPath: '/x/ext', workspacePath: null },
  ).defs;
  expect(def?.command).toBe(`sh /x/ext${sep}a.sh`);
});
