import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

// Plurals come from ICU messages; the rule is shown failing on the shapes it exists to catch.
describe('no hand-made plurals', () => {
  it.each([
    [
      'electron/cli/x.ts',
      "export const f = (n: number) => `${n} ${n === 1 ? 'hook' : 'hooks'}`;\n",
    ],
    ['electron/main/x.ts', "export const f = (n: number) => (n !== 1 ? 'events' : 'event');\n"],
    ['renderer/x.tsx', "export const f = (n: number) => (1 === n ? 'row' : `rows`);\n"],
    ['shared/x.ts', 'export const f = (n: number) => `${n} hook(s) ran`;\n'],
    ['electron/services/x.ts', "export const s = 'Quitting with call(s) unanswered';\n"],
  ])('rejects the plural in %s: %s', async (file, code) => {
    expect((await problems(file, code)).join('\n')).toContain('plurals/no-hand-plural');
  });

  it.each([
    ['electron/cli/x.ts', "export const m = '{count, plural, one {# hook} other {# hooks}}';\n"],
    ['electron/cli/x.ts', 'export const f = (n: number) => (n === 1 ? 2 : 3);\n'],
    ['renderer/x.tsx', "export const f = (n: number) => (n === 1 ? '' : ' ');\n"],
    ['shared/x.ts', "export const s = 'an http(s) URL';\n"],
  ])('accepts %s: %s', async (file, code) => {
    expect((await problems(file, code)).join('\n')).not.toContain('plurals/no-hand-plural');
  });
});
