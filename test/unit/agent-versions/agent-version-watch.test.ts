import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AgentVersionWatch } from '../../../electron/services/agent-versions/agent-versions';
import { agentCapabilities } from '../../../electron/services/agents/registry';
import type { AppNotification } from '../../../electron/services/notifier';
import { writeVersionStub } from '../../helpers/agent-version-stub';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

describe('the installed agents’ versions', () => {
  let temp: TempHome;
  let bin: string;
  const notified: AppNotification[] = [];
  const watches: AgentVersionWatch[] = [];
  const watch = () => {
    const made = new AgentVersionWatch({
      agents: agentCapabilities(),
      dataDir: temp.dataDir,
      env: () => ({ PATH: `${bin}:/usr/bin:/bin` }),
      notifier: { notify: (notification) => notified.push(notification) },
      intervalMs: 0,
    });
    watches.push(made);
    return made;
  };

  beforeEach(async () => {
    temp = await createTempHome();
    bin = path.join(temp.root, 'bin');
    notified.length = 0;
  });
  afterEach(async () => {
    for (const each of watches.splice(0)) each.dispose();
    await temp.cleanup();
  });

  it('reads each command once, says which are missing, and sees an upgrade between two reads', async () => {
    await writeVersionStub(bin, 'claude', '2.1.300 (Claude Code)');
    await writeVersionStub(bin, 'codex', 'codex-cli 0.169.0');
    const versions = watch();
    await versions.start();
    const state = (agent: string) =>
      versions.view().installed.find((each) => each.agent === agent)?.state;
    expect(versions.versionOf('claude-code')).toBe('2.1.300');
    expect(versions.versionOf('codex')).toBe('0.169.0');
    expect(state('gemini-cli')).toBe('not-found');
    expect(state('cline-vscode')).toBe('no-command');
    expect(versions.view().changes).toEqual([]);

    await writeVersionStub(bin, 'claude', '2.1.328 (Claude Code)');
    await versions.refresh();
    expect(versions.view().changes).toMatchObject([
      { agent: 'claude-code', from: '2.1.300', to: '2.1.328' },
    ]);
    expect(notified.map((each) => each.title)).toEqual(['Claude Code 2.1.328']);

    await versions.dismiss('claude-code');
    expect(versions.view().changes).toEqual([]);
  });

  it('dates an entry with the version installed when it was made, and no version before the first read', async () => {
    await writeVersionStub(bin, 'claude', '2.1.300 (Claude Code)');
    const versions = watch();
    const beforeStart = new Date(Date.now() - 60_000).toISOString();
    await versions.start();
    const afterFirst = new Date().toISOString();
    expect(versions.versionAt('claude-code', beforeStart)).toBeNull();
    expect(versions.versionAt('claude-code', afterFirst)).toBe('2.1.300');
    expect(versions.versionAt('gemini-cli', afterFirst)).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 5));
    await writeVersionStub(bin, 'claude', '2.1.328 (Claude Code)');
    await versions.refresh();
    // Made before the upgrade was read: which release made it is not known any more.
    expect(versions.versionAt('claude-code', afterFirst)).toBeNull();
    expect(versions.versionAt('claude-code', new Date().toISOString())).toBe('2.1.328');
  });

  it('sees an upgrade made while Hookyard was closed, and not a first install', async () => {
    await writeVersionStub(bin, 'gemini', '0.60.0');
    await watch().start();
    await writeVersionStub(bin, 'gemini', '0.61.0');
    const later = watch();
    await later.start();
    expect(later.view().changes).toMatchObject([
      { agent: 'gemini-cli', from: '0.60.0', to: '0.61.0' },
    ]);
  });

  it('takes an answer without a version as unreadable, not as an upgrade', async () => {
    await writeVersionStub(bin, 'claude', '2.1.300');
    const versions = watch();
    await versions.start();
    await writeVersionStub(bin, 'claude', 'command failed');
    await versions.refresh();
    expect(versions.view().installed[0]).toMatchObject({ state: 'unreadable', version: null });
    expect(versions.view().changes).toEqual([]);
    const stored = JSON.parse(
      await fs.readFile(path.join(temp.dataDir, 'agent-versions.json'), 'utf8'),
    );
    expect(stored.seen['claude-code']).toBe('2.1.300');
  });
});
