import fs from 'node:fs/promises';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import type { HookEntry } from '../../../shared/schemas/hook';
import { writeClaudeStub } from '../../helpers/agent-version-stub';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

const GUARD = { type: 'command', command: 'python3 guard.py', timeout: 5 };
const settingsText = (handler: object) =>
  `${JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [handler] }] } }, null, 2)}\n`;

describe('making a guard fail closed', () => {
  let temp: TempHome;
  let services: AppServices;
  let file: string;
  const scope = { kind: 'user' } as const;
  const guard = async (): Promise<HookEntry> =>
    (await services.inventory.get(scope)).hooks.find(
      (hook) => hook.event === 'PreToolUse',
    ) as HookEntry;

  beforeEach(async () => {
    temp = await createTempHome();
    file = await temp.write('home/.claude/settings.json', settingsText(GUARD));
    services = await createTestServices(temp, false, {
      ...process.env,
      PATH: `${temp.root}/bin:/usr/bin:/bin`,
    });
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  it('previews and writes onFailure "block" into the hook shown, with a backup in Changes', async () => {
    await writeClaudeStub(temp, '2.1.328');
    await services.versions.refresh();
    const hook = await guard();
    const shown = { scope, hookId: hook.id, contentHash: hook.contentHash };
    const preview = await services.guardFix.preview(shown);
    expect(preview.hook).toContain('python3 guard.py');
    expect(JSON.parse(preview.after)).toEqual({ ...GUARD, onFailure: 'block' });
    await services.guardFix.apply({ ...shown, baseHash: preview.baseHash });
    expect(JSON.parse(await fs.readFile(file, 'utf8'))).toEqual(
      JSON.parse(settingsText({ ...GUARD, onFailure: 'block' })),
    );
    expect((await services.editing.changes.list()).changes).toHaveLength(1);
    expect((await guard()).handler.onFailure).toBe('block');
  });

  it('refuses where the installed version does not read it, or is unknown', async () => {
    const hook = await guard();
    const shown = { scope, hookId: hook.id, contentHash: hook.contentHash };
    await expect(services.guardFix.preview(shown)).rejects.toMatchObject({
      text: { key: 'failure.guard-fix-not-offered', params: { state: 'version-unknown' } },
    });
    await writeClaudeStub(temp, '2.1.200');
    await services.versions.refresh();
    await expect(services.guardFix.preview(shown)).rejects.toMatchObject({
      text: { params: { state: 'needs-upgrade' } },
    });
  });

  it('refuses with nothing written when the file changed after the preview', async () => {
    await writeClaudeStub(temp, '2.1.328');
    await services.versions.refresh();
    const hook = await guard();
    const shown = { scope, hookId: hook.id, contentHash: hook.contentHash };
    const preview = await services.guardFix.preview(shown);
    const edited = `${settingsText(GUARD)}\n`;
    await fs.writeFile(file, edited);
    await expect(
      services.guardFix.apply({ ...shown, baseHash: preview.baseHash }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await fs.readFile(file, 'utf8')).toBe(edited);
  });
});
