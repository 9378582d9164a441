import fs from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import { type ChannelName, dispatch, type RequestOf } from '../../../shared/contract';
import type { Result } from '../../../shared/result';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// Issue 19 §2: a double click, a second tab or a page that has not refreshed sends the same
// request again. Over every channel that changes a hook, the repeat must change nothing: above
// all, never the hook next to the one the user chose.
const silent = { error: () => {} };
const GUARDED = {
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        hooks: [
          { type: 'command', command: 'echo A-audit-logger' },
          { type: 'command', command: './block-rm-rf.sh' },
        ],
      },
    ],
    PostToolUse: [{ hooks: [{ type: 'command', command: 'echo after' }] }],
  },
};
const USER_LEVEL = {
  hooks: {
    Stop: [
      {
        hooks: [
          { type: 'command', command: 'echo user-one' },
          { type: 'command', command: 'echo user-two' },
        ],
      },
    ],
  },
};

describe('a repeated or stale request over every channel that changes a hook', () => {
  let temp: TempHome;
  let services: AppServices;
  let scope: InventoryScope;
  let workspaceId: string;
  let watched: string[];
  beforeAll(async () => {
    temp = await createTempHome();
    services = await createTestServices(temp);
    const ws = await temp.mkdir('ws');
    const settings = await temp.write(
      'ws/.claude/settings.json',
      `${JSON.stringify(GUARDED, null, 2)}\n`,
    );
    const cline = await temp.write(
      'ws/.clinerules/hooks/PreToolUse',
      '#!/bin/sh\necho "{}"\n',
      0o755,
    );
    const clineOther = await temp.write(
      'ws/.clinerules/hooks/PostToolUse',
      '#!/bin/sh\necho "{}"\n',
      0o755,
    );
    const user = await temp.write(
      'home/.claude/settings.json',
      `${JSON.stringify(USER_LEVEL, null, 2)}\n`,
    );
    watched = [settings, cline, clineOther, user];
    const workspace = await services.workspaces.add({ roots: [ws] });
    workspaceId = workspace.id;
    scope = { kind: 'workspace', workspaceId };
  });
  afterAll(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  const handlers = () => createContractHandlers(services);
  const call = <K extends ChannelName>(channel: K, request: RequestOf<K>) =>
    dispatch(handlers(), channel, request, silent);
  const valueOf = <T>(result: Result<unknown>): T => {
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value as T;
  };
  const rows = async () => (await services.inventory.get(scope)).hooks;
  const row = async (summary: string, agent = 'claude-code') => {
    const found = (await rows()).find(
      (hook) => hook.handler.summary.includes(summary) && hook.agent === agent,
    );
    if (!found) throw new Error(`no row ${summary}`);
    return found;
  };
  const shown = (hook: HookEntry) => ({ scope, hookId: hook.id, contentHash: hook.contentHash });
  /** Everything a request could reach: each row as shown, the files, the trash, the adoptions. */
  const state = async () =>
    JSON.stringify({
      rows: (await rows()).map((hook) => [hook.id, hook.contentHash, hook.status]),
      files: await Promise.all(watched.map((file) => fs.readFile(file, 'utf8').catch(() => null))),
      trash: (await services.editing.trash.list()).map((entry) => entry.id),
      adoptions: await services.editing.adoption.list(scope),
    });

  let tried = 0;
  let hits = 0;
  /** Sends a request, then the same one again; the second must change nothing at all. */
  async function twice<K extends ChannelName>(
    channel: K,
    request: RequestOf<K>,
    repeat: 'conflict' | 'no-op' = 'conflict',
  ) {
    const first = await call(channel, request);
    expect(first.ok, `${channel}: ${JSON.stringify(first)}`).toBe(true);
    const before = await state();
    const second = await call(channel, request);
    tried += 1;
    if ((await state()) !== before) hits += 1;
    if (repeat === 'conflict') {
      expect(second, channel).toMatchObject({ ok: false, error: { code: 'conflict' } });
    }
    return first;
  }
  /** Sends a request naming the hook as it was shown before it changed; it must be refused. */
  async function stale<K extends ChannelName>(channel: K, request: RequestOf<K>) {
    const before = await state();
    const result = await call(channel, request);
    tried += 1;
    if ((await state()) !== before) hits += 1;
    expect(result, channel).toMatchObject({ ok: false, error: { code: 'conflict' } });
  }

  it('switch off, on, delete, restore, edit entry, edit script, adopt, release and trust', async () => {
    const a = await row('A-audit-logger');
    const guard = await row('block-rm-rf');
    await twice('manage:disable-hook', shown(a));
    expect((await row('block-rm-rf')).status).toBe('active');
    await twice('manage:enable-hook', shown(await row('A-audit-logger')));
    const { trashId } = valueOf<{ trashId: string }>(
      await twice('manage:delete-hook', shown(await row('A-audit-logger'))),
    );
    expect((await row('block-rm-rf')).status).toBe('active');
    await twice('manage:restore-trash', { trashId });

    // A page that still shows A after someone else changed it (its timeout).
    const shownA = await row('A-audit-logger');
    const entry = await call('manage:read-entry', { scope, hookId: shownA.id });
    const { text, hash } = valueOf<{ text: string; hash: string }>(entry);
    const edited = text.replace('"echo A-audit-logger"', '"echo A-audit-logger", "timeout": 7');
    await twice('manage:write-entry', { scope, hookId: shownA.id, text: edited, baseHash: hash });
    await stale('manage:disable-hook', shown(shownA));
    await stale('manage:delete-hook', shown(shownA));

    // The safety hook B is what a stale or repeated request hit before ids named hooks.
    expect(await row('block-rm-rf')).toMatchObject({ id: guard.id, status: 'active' });

    // Cline hook files: switch, delete, restore, the script editor.
    const clineHook = await row('PreToolUse', 'cline-cli');
    await twice('manage:disable-hook', shown(clineHook));
    const off = (await rows()).find(
      (hook) => hook.agent === 'cline-cli' && hook.status === 'disabled',
    )!;
    await twice('manage:enable-hook', shown(off));
    const script = await call('manage:read-script', { scope, hookId: clineHook.id });
    const baseHash = valueOf<{ hash: string }>(script).hash;
    await twice('manage:write-script', {
      scope,
      hookId: clineHook.id,
      content: '#!/bin/sh\necho "{}" # v2\n',
      baseHash,
    });
    const cut = await twice('manage:delete-hook', shown(await row('PreToolUse', 'cline-cli')));
    await twice('manage:restore-trash', { trashId: valueOf<{ trashId: string }>(cut).trashId });

    // A user-level hook switched per workspace.
    const userOne = await row('user-one');
    await twice('manage:adopt-hook', { ...shown(userOne), workspaceIds: [] });
    const [adoption] = await services.editing.adoption.list(scope);
    const toggle = { adoptionId: adoption!.id, workspaceId, on: true };
    await twice('manage:set-adopted-workspace', toggle, 'no-op');
    await twice('manage:release-hook', { adoptionId: adoption!.id });
    expect((await row('user-two')).status).toBe('active');

    // Undo, twice.
    const { changes } = await services.editing.changes.list();
    await twice('manage:restore-change', { changeId: changes[0]!.id });

    // Trust what was reviewed; a hook changed since the review is refused.
    const review = await services.trust.review(workspaceId);
    const reviewed = Object.fromEntries(
      review.map(({ verdict }) => [verdict.hookId, verdict.contentHash]),
    );
    const hookIds = Object.keys(reviewed);
    await fs.appendFile(watched[2]!, '# changed after the review\n');
    await stale('trust:trust-hooks', { workspaceId, hookIds, reviewed });

    console.log(`${tried} tried, ${hits} hit another hook`);
    expect(tried).toBeGreaterThanOrEqual(17);
    expect(hits).toBe(0);
  });
});
