import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import { scriptOfCommand } from '../../../electron/services/editing/script-files';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

describe('editing a hook script', () => {
  let temp: TempHome;
  let services: AppServices;
  let scope: InventoryScope;
  let root: string;

  beforeEach(async () => {
    temp = await createTempHome();
    root = await temp.mkdir('ws/app');
    await temp.write('ws/app/.cline/hooks/PreToolUse', '#!/bin/bash\necho one\n', 0o755);
    await temp.write('ws/app/.claude/hooks/guard.py', 'print("{}")\n');
    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({
        hooks: {
          Stop: [
            {
              hooks: [
                {
                  type: 'command',
                  command: 'python3 "$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.py',
                },
              ],
            },
          ],
        },
      }),
    );
    await temp.write(
      'ws/app/.claude/settings.local.json',
      JSON.stringify({
        hooks: { Stop: [{ hooks: [{ type: 'command', command: 'echo inline' }] }] },
      }),
    );
    services = await createTestServices(temp);
    scope = {
      kind: 'workspace',
      workspaceId: (await services.workspaces.add({ roots: [root] })).id,
    };
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  const hookOf = async (predicate: (summary: string, agent: string) => boolean) =>
    (await services.inventory.get(scope)).hooks.find((hook) =>
      predicate(hook.handler.summary, hook.agent),
    )?.id as string;

  it('saves an edit with a backup and refuses a save over a change made outside', async () => {
    const hookId = await hookOf((_summary, agent) => agent === 'cline-cli');
    const opened = await services.editing.scripts.read({ scope, hookId });
    expect(opened).toMatchObject({ content: '#!/bin/bash\necho one\n', language: 'shell' });
    const saved = await services.editing.scripts.write({
      scope,
      hookId,
      content: '#!/bin/bash\necho two\n',
      baseHash: opened.hash,
    });
    expect(await fs.readFile(opened.path, 'utf8')).toBe('#!/bin/bash\necho two\n');
    expect((await fs.stat(opened.path)).mode & 0o777).toBe(0o755);
    expect((await services.editing.changes.list()).changes[0]?.id).toBe(saved.change.id);
    await fs.writeFile(opened.path, '#!/bin/bash\necho from vim\n');
    await expect(
      services.editing.scripts.write({ scope, hookId, content: 'lost?', baseHash: saved.hash }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await fs.readFile(opened.path, 'utf8')).toBe('#!/bin/bash\necho from vim\n');
  });

  it('opens the script a Claude Code command runs, and says so for an inline command', async () => {
    const scriptHook = await hookOf((summary) => summary.includes('guard.py'));
    expect((await services.editing.scripts.read({ scope, hookId: scriptHook })).path).toBe(
      path.join(root, '.claude/hooks/guard.py'),
    );
    const inline = await hookOf((summary) => summary === 'echo inline');
    await expect(services.editing.scripts.read({ scope, hookId: inline })).rejects.toMatchObject({
      code: 'invalid-request',
    });
  });

  it('resolves the script of common command shapes', () => {
    expect(scriptOfCommand('bash "$CLAUDE_PROJECT_DIR/.claude/hooks/a.sh"', ['/p'], '/h')).toBe(
      '/p/.claude/hooks/a.sh',
    );
    expect(scriptOfCommand('node ${CLAUDE_PROJECT_DIR}/x.mjs --flag', ['/p'], '/h')).toBe(
      '/p/x.mjs',
    );
    expect(scriptOfCommand('~/hooks/b.py', [], '/h')).toBe('/h/hooks/b.py');
    expect(scriptOfCommand('bash "$HOME/.claude/hooks/c.sh"', [], '/h')).toBe(
      '/h/.claude/hooks/c.sh',
    );
    expect(scriptOfCommand('jq -r .tool_name', ['/p'], '/h')).toBeNull();
  });
});
