import { expect, test } from 'vitest';

import { listGeminiHookDefs } from '../../../../electron/services/agents/gemini-cli/gemini-hook-defs';

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
