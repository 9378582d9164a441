import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Agent } from '../../../electron/services/agents/agent';
import type { SwitchPlans } from '../../../electron/services/agents/editing';
import { createAgentRegistry } from '../../../electron/services/agents/registry';
import { DISABLED_REASON } from '../../../electron/services/editing/disabled-hooks';
import { absentSnapshot, EditEngine } from '../../../electron/services/editing/edit-engine';
import { readSnapshot } from '../../../electron/services/editing/file-snapshot';
import type { HookLookup } from '../../../electron/services/editing/hook-lookup';
import { HookSwitch } from '../../../electron/services/editing/hook-switch';
import type { HostPaths } from '../../../electron/services/platform/host-paths';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import { tempDir } from '../runner/hook-fixtures';
import { codedText } from '../../../shared/i18n/coded-text';

// "Adding an agent is adding a folder": a sixth agent, known only to this test's registry, whose
// hooks are the lines of one text file. Its switch plans move a line into a file of its own and
// back; HookSwitch (services/editing, unchanged) applies them with the one EditEngine.
const SYNTHETIC = 'synthetic-agent';
const scope: InventoryScope = { kind: 'user' };

function row(file: string, line: string, status: HookEntry['status'] = 'active'): HookEntry {
  return {
    id: `${SYNTHETIC}:${line}`,
    contentHash: line,
    agent: SYNTHETIC as HookEntry['agent'],
    scope: 'user',
    event: 'PreToolUse',
    sourcePath: file,
    position: null,
    locator: line,
    matcher: null,
    handler: { type: 'command', summary: line, argv: null, timeoutSec: null },
    status,
    reason: status === 'active' ? { key: 'reason.active', params: {} } : DISABLED_REASON,
    notes: [],
    raw: line,
  } as HookEntry;
}

const lines = async (file: string) =>
  (await fs.readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);

/** Off: the line leaves `hooks.txt` for `off/<line>`; on: it comes back at the end. */
function syntheticSwitch(hooksFile: string, offFolder: string): SwitchPlans {
  return {
    async planOff(entry) {
      const source = await readSnapshot(hooksFile);
      const rest = (await lines(hooksFile)).filter((line) => line !== entry.locator);
      return {
        summary: [codedText('change.hook-file-switched-off', { file: hooksFile })],
        writes: [
          {
            kind: 'write',
            snapshot: source,
            bytes: Buffer.from(rest.map((l) => `${l}\n`).join('')),
          },
          {
            kind: 'write',
            snapshot: await absentSnapshot(path.join(offFolder, entry.locator)),
            bytes: Buffer.from(entry.locator),
          },
        ],
      };
    },
    inPlace: null,
    kept: {
      async listOff() {
        const names = await fs.readdir(offFolder).catch(() => [] as string[]);
        return names.map((name) => ({
          id: `off:${name}`,
          kind: 'hook-file' as const,
          sourcePath: hooksFile,
          storedPath: path.join(offFolder, name),
          entries: [row(hooksFile, name, 'disabled')],
          nextHookId: null,
          disabledAt: null,
        }));
      },
      async planOn(hook) {
        const source = await readSnapshot(hooksFile);
        const line = path.basename(hook.storedPath);
        return {
          summary: [codedText('change.hook-file-switched-on', { file: hooksFile })],
          writes: [
            {
              kind: 'write',
              snapshot: source,
              bytes: Buffer.concat([source.bytes ?? Buffer.alloc(0), Buffer.from(`${line}\n`)]),
            },
            { kind: 'delete', snapshot: await readSnapshot(hook.storedPath) },
          ],
        };
      },
    },
  };
}

describe('a sixth agent, registered in a test registry', () => {
  let dir: string;
  let cleanup: () => void;
  let hooksFile: string;
  let lookup: HookLookup;
  let agent: Agent;
  beforeEach(async () => {
    ({ dir, cleanup } = tempDir('synthetic-agent'));
    hooksFile = path.join(dir, 'hooks.txt');
    await fs.writeFile(hooksFile, 'first\nsecond\n');
    lookup = {
      target: async () => ({ kind: 'user' }),
      get: async () => ({
        scope,
        scannedAt: '',
        hooks: (await lines(hooksFile)).map((line) => row(hooksFile, line)),
        sources: [],
        missingRoots: [],
      }),
    };
    agent = {
      id: SYNTHETIC,
      editing: {
        switch: syntheticSwitch(hooksFile, path.join(dir, 'off')),
        trash: null,
        create: null,
        adopt: null,
        switchAllOff: null,
        entries: null,
      },
    } as unknown as Agent;
  });
  afterEach(() => cleanup());

  const switchOf = (agents: readonly Agent[]) =>
    new HookSwitch({
      engine: new EditEngine({ dataDir: path.join(dir, 'data') }),
      lookup,
      paths: { home: dir } as HostPaths,
      dataDir: path.join(dir, 'data'),
      agents: createAgentRegistry(agents),
    });

  it('gets its hooks switched off and on with its own plans, nothing in editing/ changed', async () => {
    const switches = switchOf([agent]);
    const shown = { scope, hookId: `${SYNTHETIC}:first`, contentHash: 'first' };

    const off = await switches.disable(shown);
    expect(off.operation).toBe('disable');
    expect(await lines(hooksFile)).toEqual(['second']);
    const listed = await switches.listDisabled(scope);
    expect(listed.map((hook) => hook.entries[0]?.id)).toEqual([`${SYNTHETIC}:first`]);

    await switches.enable(shown);
    expect(await lines(hooksFile)).toEqual(['second', 'first']);
    expect(await switches.listDisabled(scope)).toEqual([]);
  });

  it('is refused by a registry that does not list it (the registry line is what adds it)', async () => {
    const switches = switchOf([]);
    await expect(
      switches.disable({ scope, hookId: `${SYNTHETIC}:first`, contentHash: 'first' }),
    ).rejects.toMatchObject({
      text: expect.objectContaining({ key: 'failure.no-runner-for-agent' }),
    });
    expect(await lines(hooksFile)).toEqual(['first', 'second']);
  });
});
