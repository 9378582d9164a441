import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, test } from 'vitest';

import { CLAUDE_EVENT_NAMES } from '../../../shared/agents/claude-code-events';
import type { AppServices } from '../../../electron/services/app-services';
import { isRecorderHandler } from '../../../electron/services/agents/shim-install';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// The recorder installer over real files in a temp HOME, through the real service graph.
let temp: TempHome;
let services: AppServices;

beforeEach(async () => {
  temp = await createTempHome();
  services = await createTestServices(temp);
});
afterEach(async () => {
  await services.dispose();
  await temp.cleanup();
});

/**
 * A user settings file as people really leave them: tabs, CRLF, a compact array, unrelated keys
 * and hooks on events the recorder also takes, and no final newline.
 */
const ODD_SETTINGS = [
  '{',
  '\t"model" :  "sonnet",',
  '\t"hooks": {',
  '\t\t"PreToolUse": [ {"matcher": "Bash", "hooks": [{"type": "command", "command": "./guard.sh"}]} ],',
  '\t\t"Stop": [',
  '\t\t\t{',
  '\t\t\t\t"hooks": [ { "type": "command", "command": "echo stop", "timeout": 5 } ]',
  '\t\t\t}',
  '\t\t]',
  '\t},',
  '\t"permissions": {"allow": ["Bash(ls:*)"]}',
  '}',
].join('\r\n');

const user = { kind: 'user' } as const;

function settingsOf(file: string): {
  hooks: Record<string, Array<{ matcher?: string; hooks: unknown[] }>>;
} {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

describe('installing the recorder for Claude Code', () => {
  test('adds one `*` group per event, keeps every other byte, and uninstall restores the file byte for byte', async () => {
    const file = await temp.write('home/.claude/settings.json', ODD_SETTINGS);
    const before = fs.readFileSync(file);

    const installed = await services.recorder.install({ agent: 'claude-code', scope: user });

    expect(installed.status).toMatchObject({ state: 'on', files: [file], problem: null });
    expect(installed.status.installedEvents).toBe(CLAUDE_EVENT_NAMES.length);
    const settings = settingsOf(file);
    for (const event of CLAUDE_EVENT_NAMES) {
      const ours = settings.hooks[event]?.filter((group) =>
        group.hooks.some((handler) => isRecorderHandler(handler, temp.dataDir)),
      );
      expect(ours, event).toHaveLength(1);
      expect(ours?.[0]?.matcher).toBe('*');
    }
    // The user's own hooks are still first on their events, untouched.
    expect(settings.hooks['PreToolUse']?.[0]).toEqual({
      matcher: 'Bash',
      hooks: [{ type: 'command', command: './guard.sh' }],
    });
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('\t"model" :  "sonnet",\r\n');
    expect(text).toContain('"permissions": {"allow": ["Bash(ls:*)"]}\r\n}');
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');

    // The change is in the Changes history, with the bytes before as a backup.
    const {
      changes: [change],
    } = await services.editing.changes.list({ limit: 1 });
    expect(change?.id).toBe(installed.change.id);
    expect(change?.files.find((entry) => entry.path === file)?.before.hash).not.toBeNull();
    expect(change?.summary).toEqual([
      {
        key: 'change.recorder-installed-user',
        params: { agent: 'claude-code', count: CLAUDE_EVENT_NAMES.length },
      },
    ]);

    // The inventory shows the recorder's rows as Hookyard's own, and the user's hooks as theirs.
    const rows = (await services.inventory.get(user)).hooks.filter(
      (hook) => hook.sourcePath === file,
    );
    const marked = rows.filter((hook) =>
      hook.notes.some((note) => note.key === 'note.hookyard-recorder'),
    );
    expect(marked).toHaveLength(CLAUDE_EVENT_NAMES.length);
    expect(rows.length - marked.length).toBe(2);

    const removed = await services.recorder.uninstall({ agent: 'claude-code', scope: user });
    expect(removed.status).toMatchObject({ state: 'off', installedEvents: 0, files: [] });
    expect(removed.change.summary).toEqual([
      {
        key: 'change.recorder-removed-user',
        params: { agent: 'claude-code', count: CLAUDE_EVENT_NAMES.length },
      },
    ]);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  test('a compact file without hooks gets its `hooks` object and loses it again', async () => {
    const text = '{"model":"sonnet","permissions":{"allow":[]}}';
    const file = await temp.write('home/.claude/settings.json', text);
    await services.recorder.install({ agent: 'claude-code', scope: user });
    expect(Object.keys(settingsOf(file).hooks)).toHaveLength(CLAUDE_EVENT_NAMES.length);
    await services.recorder.uninstall({ agent: 'claude-code', scope: user });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  test('uninstall after the user edited the file removes only the recorder and keeps their edit', async () => {
    const file = await temp.write('home/.claude/settings.json', ODD_SETTINGS);
    await services.recorder.install({ agent: 'claude-code', scope: user });
    const edited = fs
      .readFileSync(file, 'utf8')
      .replace('"model" :  "sonnet"', '"model" :  "opus",\r\n\t"theme": "dark"');
    fs.writeFileSync(file, edited);

    await services.recorder.uninstall({ agent: 'claude-code', scope: user });

    expect(fs.readFileSync(file, 'utf8')).toBe(
      ODD_SETTINGS.replace('"model" :  "sonnet"', '"model" :  "opus",\r\n\t"theme": "dark"'),
    );
  });

  test('a workspace without settings gets settings.local.json, and uninstall deletes it again', async () => {
    const root = await temp.mkdir('ws/app');
    const workspace = await services.workspaces.add({ roots: [root] });
    const scope = { kind: 'workspace' as const, workspaceId: workspace.id };
    const file = path.join(root, '.claude', 'settings.local.json');

    await services.recorder.install({ agent: 'claude-code', scope });
    expect(Object.keys(settingsOf(file).hooks).sort()).toEqual([...CLAUDE_EVENT_NAMES].sort());
    const [status] = (await services.recorder.statusAll()).filter(
      (entry) => entry.agent === 'claude-code' && entry.scope.kind === 'workspace',
    );
    expect(status?.state).toBe('on');

    await services.recorder.uninstall({ agent: 'claude-code', scope });
    expect(fs.existsSync(file)).toBe(false);
  });

  test('a partial install (an event removed by hand) is reported and completed, not doubled', async () => {
    const file = await temp.write('home/.claude/settings.json', '{}\n');
    await services.recorder.install({ agent: 'claude-code', scope: user });
    const settings = settingsOf(file);
    delete settings.hooks['Stop'];
    fs.writeFileSync(file, JSON.stringify(settings, null, 2));

    const status = await services.recorder.status({ agent: 'claude-code', scope: user });
    expect(status.state).toBe('partial');
    expect(status.installedEvents).toBe(CLAUDE_EVENT_NAMES.length - 1);

    const again = await services.recorder.install({ agent: 'claude-code', scope: user });
    expect(again.status.state).toBe('on');
    expect(settingsOf(file).hooks['PreToolUse']).toHaveLength(1);
    await expect(
      services.recorder.install({ agent: 'claude-code', scope: user }),
    ).rejects.toMatchObject({
      code: 'invalid-request',
      text: expect.objectContaining({ key: 'failure.recorder-already-installed' }),
    });
  });

  test('a settings file that is not strict JSON is refused and left alone', async () => {
    const text = '{\n  // my settings\n  "model": "sonnet"\n}\n';
    const file = await temp.write('home/.claude/settings.json', text);
    await expect(
      services.recorder.install({ agent: 'claude-code', scope: user }),
    ).rejects.toMatchObject({ code: 'invalid-request' });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  test('another data folder’s recorder entries are not this one’s to remove', async () => {
    const file = await temp.write('home/.claude/settings.json', '{}\n');
    await services.recorder.install({ agent: 'claude-code', scope: user });
    const other = fs.readFileSync(file, 'utf8').replaceAll(temp.dataDir, '/elsewhere/data');
    fs.writeFileSync(file, other);

    const status = await services.recorder.status({ agent: 'claude-code', scope: user });
    expect(status.state).toBe('off');
    await expect(
      services.recorder.uninstall({ agent: 'claude-code', scope: user }),
    ).resolves.toBeDefined(); // Only the manifest goes.
    expect(fs.readFileSync(file, 'utf8')).toBe(other);
  });
});

describe('installing the recorder for Cline', () => {
  test('writes one executable wrapper per event and removes exactly those files', async () => {
    const root = await temp.mkdir('ws/app');
    const workspace = await services.workspaces.add({ roots: [root] });
    const scope = { kind: 'workspace' as const, workspaceId: workspace.id };
    const folder = path.join(root, '.clinerules', 'hooks');
    const mine = await temp.write('ws/app/.clinerules/hooks/notes.txt', 'keep me\n');

    const installed = await services.recorder.install({ agent: 'cline', scope });

    expect(installed.status.state).toBe('on');
    expect(installed.change.summary).toEqual([
      {
        key: 'change.recorder-installed-workspace',
        params: { agent: 'cline', workspace: 'app', count: installed.status.installedEvents },
      },
    ]);
    const files = fs.readdirSync(folder).filter((name) => name !== 'notes.txt');
    expect(files.sort()).toEqual(installed.status.files.map((file) => path.basename(file)).sort());
    expect(files).toContain('PreToolUse');
    expect(files).toContain('TaskStart');
    for (const name of files) {
      const stats = fs.statSync(path.join(folder, name));
      expect(stats.mode & 0o777, name).toBe(0o755);
    }

    const rows = (await services.inventory.get(scope)).hooks.filter(
      (hook) => hook.sourcePath.startsWith(folder) && hook.sourcePath !== mine,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row.notes.map((note) => note.key)).toContain('note.hookyard-recorder');

    await services.recorder.uninstall({ agent: 'cline', scope });
    expect(fs.readdirSync(folder)).toEqual(['notes.txt']);
    expect(fs.readFileSync(mine, 'utf8')).toBe('keep me\n');
  });

  test('refuses the whole install when a hook file of the user’s sits at a planned path', async () => {
    const own = '#!/bin/sh\necho my own start hook\n';
    const file = await temp.write('home/Documents/Cline/Hooks/TaskStart', own, 0o755);

    await expect(services.recorder.install({ agent: 'cline', scope: user })).rejects.toMatchObject({
      code: 'conflict',
      text: expect.objectContaining({ key: 'failure.recorder-path-taken', params: { file } }),
    });

    expect(fs.readdirSync(path.dirname(file))).toEqual(['TaskStart']);
    expect(fs.readFileSync(file, 'utf8')).toBe(own);
    const status = await services.recorder.status({ agent: 'cline', scope: user });
    expect(status.state).toBe('off');
  });
});

describe('previewing and choosing the recorder events', () => {
  test('shows the file, the default events and the size before writing anything', async () => {
    const file = await temp.write('home/.claude/settings.json', '{\n  "model": "sonnet"\n}\n');
    const before = fs.readFileSync(file);
    const preview = await services.recorder.preview({ agent: 'claude-code', scope: user });
    expect(preview.problem).toBeNull();
    expect(preview.events).toEqual(CLAUDE_EVENT_NAMES);
    expect(preview.chosen).toEqual(preview.defaultEvents);
    expect(preview.defaultEvents).toContain('PreToolUse');
    expect(preview.defaultEvents.length).toBeLessThan(CLAUDE_EVENT_NAMES.length);
    const [shown] = preview.files;
    expect(preview.files).toHaveLength(1);
    expect(shown).toMatchObject({ file, created: false, events: preview.defaultEvents });
    expect(fs.readFileSync(file).equals(before)).toBe(true);

    // What it said is what it writes: one line per event's group, and nothing else.
    await services.recorder.install({ agent: 'claude-code', scope: user, events: preview.chosen });
    const after = fs.readFileSync(file);
    expect(after.length - before.length).toBe(shown?.addedBytes);
    const lines = (bytes: Buffer) => bytes.toString('utf8').split('\n').length;
    expect(lines(after) - lines(before)).toBe(shown?.addedLines);
    expect(shown?.addedLines).toBeLessThanOrEqual(3 * preview.chosen.length + 2);
    expect(Object.keys(settingsOf(file).hooks).sort()).toEqual([...preview.chosen].sort());
  });

  test('every event at once stays compact, and an event it cannot hook is refused', async () => {
    const file = await temp.write('home/.claude/settings.json', '{}\n');
    const all = await services.recorder.preview({
      agent: 'claude-code',
      scope: user,
      events: CLAUDE_EVENT_NAMES,
    });
    expect(all.files[0]?.addedLines).toBeLessThanOrEqual(3 * CLAUDE_EVENT_NAMES.length + 4);
    await expect(
      services.recorder.install({ agent: 'claude-code', scope: user, events: ['NoSuchEvent'] }),
    ).rejects.toMatchObject({
      code: 'invalid-request',
      text: expect.objectContaining({ key: 'failure.recorder-event-unknown' }),
    });
    expect(fs.readFileSync(file, 'utf8')).toBe('{}\n');
  });
});
