import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { runHookyard } from '../../helpers/hookyard-cli';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

describe('hookyard list', () => {
  let temp: TempHome;
  let workspace: string;

  beforeEach(async () => {
    temp = await createTempHome();
    workspace = await temp.mkdir('ws/app');
    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [
            { matcher: 'Bash', hooks: [{ type: 'command', command: 'echo guarded; exit 0' }] },
          ],
        },
      }),
    );
  });
  afterEach(() => temp.cleanup());

  const hookyard = (args: string[]) =>
    runHookyard(['list', ...args, '--data-dir', temp.dataDir], { home: temp.home });

  it('prints each hook’s id (what run --hook takes) and its command', () => {
    const json = hookyard(['--workspace', workspace, '--json']);
    const [hook] = (JSON.parse(json.stdout) as { hooks: Array<{ id: string }> }).hooks;
    const result = hookyard(['--workspace', workspace]);
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout.split('\n');
    const row = lines.findIndex((line) => line.includes(hook!.id));
    expect(lines[row]).toMatch(/^ {2}active +PreToolUse +[0-9a-f]+ \[Bash\]$/);
    expect(lines[row + 1]).toBe('      command: echo guarded; exit 0');
    expect(lines[row + 2]).toBe(`      in ${path.join(workspace, '.claude/settings.json')}:1`);
  });
});
