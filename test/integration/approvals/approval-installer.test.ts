import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import { readBridgeAddress } from '../../../electron/services/approvals/bridge-address';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// Installs go through the edit engine: the user's own bytes stay, uninstall takes back exactly
// what was added, and every step is in the change history.
describe('installing approvals', () => {
  let temp: TempHome;
  let services: AppServices;
  let root: string;

  beforeEach(async () => {
    temp = await createTempHome();
    services = await createTestServices(temp);
    root = await temp.mkdir('ws');
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  const workspace = () => ({ kind: 'workspace' as const, root });
  const localSettings = () => path.join(root, '.claude', 'settings.local.json');
  // The user's own file: unusual indentation, a key order and a hook of their own.
  const USER_TEXT =
    '{\n    "permissions": { "allow": ["Read"] },\n    "hooks": {\n        "PreToolUse": [\n            { "matcher": "Bash", "hooks": [{ "type": "command", "command": "mine.sh" }] }\n        ]\n    }\n}\n';

  it('adds an http hook per event with the secret and onFailure "block", keeping the user\'s text', async () => {
    await temp.write('ws/.claude/settings.local.json', USER_TEXT);
    const status = await services.approvals.install({
      agent: 'claude-code',
      scope: workspace(),
      failMode: 'closed',
    });
    expect(status.installs).toEqual([
      { agent: 'claude-code', scope: workspace(), mode: 'http', failMode: 'closed' },
    ]);
    const text = fs.readFileSync(localSettings(), 'utf8');
    expect(
      text.startsWith(
        '{\n    "permissions": { "allow": ["Read"] },\n    "hooks": {\n        "PreToolUse": [\n            { "matcher": "Bash", "hooks": [{ "type": "command", "command": "mine.sh" }] },',
      ),
    ).toBe(true);
    const settings = JSON.parse(text);
    const { port, secret } = (await readBridgeAddress(temp.dataDir))!;
    const ours = {
      type: 'http',
      url: `http://127.0.0.1:${port}/v1/approve?agent=claude-code&fail=closed&timeout=300`,
      headers: { 'x-hookyard-secret': secret },
      timeout: 300,
      statusMessage: 'Waiting for approval in Hookyard',
      onFailure: 'block',
    };
    expect(settings.hooks.PreToolUse[1]).toEqual({ hooks: [ours] });
    expect(settings.hooks.PermissionRequest).toEqual([{ hooks: [ours] }]);
    // The file now holds the bridge's secret: readable by the user alone.
    expect(fs.statSync(localSettings()).mode & 0o777).toBe(0o600);
    const history = await services.editing.changes.list({});
    expect(history.changes[0]?.summary).toEqual([
      {
        key: 'change.approvals-installed',
        params: { agent: 'claude-code', mode: 'http', failMode: 'closed', file: localSettings() },
      },
    ]);
  });

  it('puts the file back byte for byte (and its mode) on uninstall, or deletes the file it created', async () => {
    await temp.write('ws/.claude/settings.local.json', USER_TEXT);
    fs.chmodSync(localSettings(), 0o644);
    await services.approvals.install({
      agent: 'claude-code',
      scope: workspace(),
      failMode: 'open',
    });
    expect(fs.statSync(localSettings()).mode & 0o777).toBe(0o600);
    await services.approvals.uninstall({ agent: 'claude-code', scope: workspace() });
    expect(fs.readFileSync(localSettings(), 'utf8')).toBe(USER_TEXT);
    expect(fs.statSync(localSettings()).mode & 0o777).toBe(0o644);
    fs.rmSync(localSettings());
    await services.approvals.install({
      agent: 'claude-code',
      scope: workspace(),
      mode: 'command',
      failMode: 'open',
    });
    expect(
      JSON.parse(fs.readFileSync(localSettings(), 'utf8')).hooks.PreToolUse[0].hooks[0],
    ).toMatchObject({ type: 'command', command: '/usr/bin/env' });
    await services.approvals.uninstall({ agent: 'claude-code', scope: workspace() });
    expect(fs.existsSync(localSettings())).toBe(false);
    expect((await services.approvals.status()).installs).toEqual([]);
  });

  it('removes only its own entries when the user edited the file since', async () => {
    await temp.write('ws/.claude/settings.local.json', USER_TEXT);
    await services.approvals.install({
      agent: 'claude-code',
      scope: workspace(),
      failMode: 'closed',
    });
    const edited = fs.readFileSync(localSettings(), 'utf8').replace('"Read"', '"Read", "Grep"');
    fs.writeFileSync(localSettings(), edited);
    await services.approvals.uninstall({ agent: 'claude-code', scope: workspace() });
    const settings = JSON.parse(fs.readFileSync(localSettings(), 'utf8'));
    expect(settings.permissions.allow).toEqual(['Read', 'Grep']);
    expect(settings.hooks).toEqual({
      PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'mine.sh' }] }],
    });
  });

  it('refuses a second install in the same place, and a Cline hook file that is already there', async () => {
    await services.approvals.install({
      agent: 'claude-code',
      scope: workspace(),
      failMode: 'closed',
    });
    await expect(
      services.approvals.install({ agent: 'claude-code', scope: workspace(), failMode: 'open' }),
    ).rejects.toThrow(/installed there already/);
    await temp.write('ws/.clinerules/hooks/PreToolUse', '#!/bin/sh\necho mine\n', 0o755);
    await expect(
      services.approvals.install({ agent: 'cline', scope: workspace(), failMode: 'closed' }),
    ).rejects.toThrow(/already exists/);
    expect(fs.readFileSync(path.join(root, '.clinerules/hooks/PreToolUse'), 'utf8')).toBe(
      '#!/bin/sh\necho mine\n',
    );
    await expect(
      services.approvals.install({
        agent: 'cline',
        scope: workspace(),
        mode: 'http',
        failMode: 'closed',
      }),
    ).rejects.toThrow(/hook files only/);
  });

  it('points installed http hooks at the new port when the old one is taken at the next start', async () => {
    await services.approvals.install({
      agent: 'claude-code',
      scope: workspace(),
      failMode: 'closed',
    });
    const before = (await readBridgeAddress(temp.dataDir))!;
    await services.dispose();
    const squatter = net.createServer();
    await new Promise<void>((resolve) =>
      squatter.listen(before.port as number, '127.0.0.1', resolve),
    );
    try {
      services = await createTestServices(temp);
      const after = (await readBridgeAddress(temp.dataDir))!;
      expect(after.port).not.toBe(before.port);
      const settings = JSON.parse(fs.readFileSync(localSettings(), 'utf8'));
      for (const event of ['PreToolUse', 'PermissionRequest'])
        expect(settings.hooks[event][0].hooks[0].url).toBe(
          `http://127.0.0.1:${after.port}/v1/approve?agent=claude-code&fail=closed&timeout=300`,
        );
      expect((await services.editing.changes.list({})).changes[0]?.summary).toEqual([
        { key: 'change.approvals-repointed', params: { file: localSettings(), port: after.port } },
      ]);
    } finally {
      squatter.close();
    }
  });

  it('installs the Cline hook in the folder both runtimes read, and keeps a file the user changed', async () => {
    await services.approvals.install({
      agent: 'cline',
      scope: { kind: 'user' },
      failMode: 'closed',
    });
    const hook = path.join(temp.home, 'Documents', 'Cline', 'Hooks', 'PreToolUse');
    expect(fs.readFileSync(hook, 'utf8')).toMatch(
      /hookyard-approver\.js' '--agent' 'cline' '--data-dir' '.*' '--fail' 'closed'/,
    );
    fs.appendFileSync(hook, '# my note\n');
    await expect(
      services.approvals.uninstall({ agent: 'cline', scope: { kind: 'user' } }),
    ).rejects.toThrow(/changed since/);
    expect(fs.existsSync(hook)).toBe(true);
  });
});
