import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, test } from 'vitest';

import { shimsOfTarget } from '../../../electron/services/agents/registry';
import type { ShimContext } from '../../../electron/services/agents/shim-install';
import { EditEngine } from '../../../electron/services/editing/edit-engine';
import { installsFile } from '../../../electron/services/shims/install-records';
import { ShimInstaller } from '../../../electron/services/shims/shim-installer';
import { createTempHome, type TempHome } from '../../helpers/temp-home';
import { codedText } from '../../../shared/i18n/coded-text';

// The one shim installer over real files in a temp HOME: installs made by the two installers
// before it (their own manifests, synthetic here) are migrated on first use and uninstall still
// removes them; a file that changes under an install or an uninstall is refused and kept.
let temp: TempHome;
let shims: ShimInstaller;
let ctx: ShimContext;
const user = { kind: 'user' } as const;
const summary = codedText('change.recorder-installed-user', { agent: 'claude-code', count: 1 });

beforeEach(async () => {
  temp = await createTempHome();
  ctx = {
    paths: temp.paths,
    dataDir: temp.dataDir,
    nodePath: '/usr/bin/node',
    recorderPath: '/opt/hookyard/hookyard-record.js',
    approverPath: '/opt/hookyard/hookyard-approver.js',
  };
  shims = new ShimInstaller({
    engine: new EditEngine({ dataDir: temp.dataDir }),
    ctx,
    workspaces: { list: async () => [], get: () => Promise.reject(new Error('no workspace')) },
  });
});
afterEach(() => temp.cleanup());

const USER_TEXT =
  '{\n  "model": "opus",\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "mine.sh"}]}]\n  }\n}\n';

/** `text` with `groups` appended to their events, one line each, as the old installers left it. */
function withGroups(text: string, groups: Array<[string, object]>): string {
  const value = JSON.parse(text) as { hooks?: Record<string, object[]> };
  for (const [event, group] of groups)
    (value.hooks ??= {})[event] = [...(value.hooks[event] ?? []), group];
  return `${JSON.stringify(value, null, 2)}\n`;
}

describe('migrating the installs of the earlier installers', () => {
  test("an approvals install of the old approvals/installs.json is listed and uninstalls to the user's text", async () => {
    const handler = {
      type: 'http',
      url: 'http://127.0.0.1:4100/v1/approve?agent=claude-code&fail=closed&timeout=300',
      headers: { 'x-hookyard-secret': 'old' },
      timeout: 300,
    };
    const before = withGroups(USER_TEXT, []);
    const settings = await temp.write(
      'home/.claude/settings.json',
      withGroups(before, [
        ['PreToolUse', { hooks: [handler] }],
        ['PermissionRequest', { hooks: [handler] }],
      ]),
    );
    const old = {
      version: 1,
      installs: [
        {
          agent: 'claude-code',
          scope: user,
          mode: 'http',
          failMode: 'closed',
          file: settings,
          changeId: 'lost',
        },
      ],
    };
    await temp.write('data/approvals/installs.json', JSON.stringify(old));

    const [record] = await shims.records();
    expect(record).toMatchObject({
      purpose: 'approvals',
      target: 'claude-code',
      mode: 'http',
      migratedFrom: 'approvals-installs-v1',
    });
    expect(record?.entries.map((entry) => entry.event)).toEqual([
      'PreToolUse',
      'PermissionRequest',
    ]);
    expect(fs.existsSync(installsFile(temp.dataDir))).toBe(true);

    await shims.uninstall(
      { purpose: 'approvals', target: 'claude-code', scope: user },
      summary,
      'failure.approvals-not-installed',
    );
    expect(fs.readFileSync(settings, 'utf8')).toBe(before);
    expect(await shims.records()).toEqual([]);
    // The old record stays where it was, as a backup; it is never read again.
    expect(fs.existsSync(path.join(temp.dataDir, 'approvals', 'installs.json'))).toBe(true);
  });

  test('recorder entries with their old manifest, and a Cline wrapper file, are migrated and removed', async () => {
    const steps = shimsOfTarget('claude-code').recorder(ctx, user).slice(0, 2);
    const text = '{"model": "opus"}\n';
    const settings = await temp.write(
      'home/.claude/settings.json',
      withGroups(
        text,
        steps.map((step) => [step.event, (step as { group: object }).group]),
      ),
    );
    const key = createHash('sha256').update(settings).digest('hex').slice(0, 24);
    await temp.write(
      `data/recorder/${key}.json`,
      JSON.stringify({ version: 1, file: settings, createdFile: false, createdHooks: true }),
    );
    const wrapper = shimsOfTarget('cline')
      .recorder(ctx, user)
      .find((s) => s.event === 'PreToolUse');
    if (wrapper?.kind !== 'hook-file') throw new Error('no wrapper planned');
    await temp.write(path.relative(temp.root, wrapper.file), wrapper.content, 0o755);

    const records = await shims.records();
    expect(records.map((record) => [record.target, record.migratedFrom])).toEqual([
      ['claude-code', 'recorder-manifest'],
      ['cline', 'recorder-manifest'],
    ]);
    const claude = { purpose: 'recorder', target: 'claude-code', scope: user } as const;
    expect((await shims.inPlace(claude)).size).toBe(2);

    await shims.uninstall(claude, summary, 'failure.recorder-not-installed');
    // The old manifest said the install created `hooks`: it goes again, the file is as it was.
    expect(JSON.parse(fs.readFileSync(settings, 'utf8'))).toEqual({ model: 'opus' });
    await shims.uninstall(
      { ...claude, target: 'cline' },
      summary,
      'failure.recorder-not-installed',
    );
    expect(fs.existsSync(wrapper.file)).toBe(false);
  });

  test("looks for the earlier installers' files at the first read only, not on every read", async () => {
    expect(await shims.records()).toEqual([]);
    // What an older Hookyard left would be there from the start; this one appears too late.
    const wrapper = shimsOfTarget('cline')
      .recorder(ctx, user)
      .find((s) => s.event === 'PreToolUse');
    if (wrapper?.kind !== 'hook-file') throw new Error('no wrapper planned');
    await temp.write(path.relative(temp.root, wrapper.file), wrapper.content, 0o755);
    expect(await shims.records()).toEqual([]);
  });

  test('a damaged old approvals record is refused with the file named, and nothing is written', async () => {
    await temp.write('data/approvals/installs.json', '{"version": 1, "installs": [{"agent"');
    await expect(shims.records()).rejects.toMatchObject({
      code: 'internal',
      text: expect.objectContaining({
        key: 'failure.approvals-manifest-damaged',
        params: expect.objectContaining({
          file: path.join(temp.dataDir, 'approvals', 'installs.json'),
        }),
      }),
    });
    expect(fs.existsSync(installsFile(temp.dataDir))).toBe(false);
  });
});

describe('refusing a file that changed underneath', () => {
  test('an install planned on bytes that changed before it is applied is refused, and the edit is kept', async () => {
    const settings = await temp.write('home/.claude/settings.json', USER_TEXT);
    const ref = { purpose: 'recorder', target: 'claude-code', scope: user } as const;
    const plan = await shims.plan(ref, shimsOfTarget('claude-code').recorder(ctx, user), {
      mode: null,
      failMode: null,
    });
    const edited = USER_TEXT.replace('opus', 'sonnet');
    fs.writeFileSync(settings, edited);

    await expect(
      shims.apply(plan, summary, 'failure.recorder-already-installed'),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(fs.readFileSync(settings, 'utf8')).toBe(edited);
    expect(fs.existsSync(installsFile(temp.dataDir))).toBe(false);
  });

  test('a hook file the user changed since the install is not removed, and says so', async () => {
    const ref = { purpose: 'approvals', target: 'cline', scope: user } as const;
    const steps = shimsOfTarget('cline').approver(ctx, user, {
      mode: 'command',
      failMode: 'open',
      bridge: { port: 0, secret: '' },
    });
    await shims.apply(
      await shims.plan(ref, steps, { mode: 'command', failMode: 'open' }),
      summary,
      'failure.approvals-already-installed',
    );
    const file = steps[0]!.file;
    fs.appendFileSync(file, '# mine now\n');

    await expect(
      shims.uninstall(ref, summary, 'failure.approvals-not-installed'),
    ).rejects.toMatchObject({
      code: 'conflict',
      text: expect.objectContaining({
        key: 'failure.approvals-hook-file-changed',
        params: { file },
      }),
    });
    expect(fs.readFileSync(file, 'utf8')).toContain('# mine now');
    expect(await shims.find(ref)).not.toBeNull();
  });

  test('a damaged install record stops every install with the file named', async () => {
    await temp.write('data/installs.json', '{"version": 1, "installs": 7}');
    const ref = { purpose: 'recorder', target: 'claude-code', scope: user } as const;
    await expect(
      shims.plan(ref, shimsOfTarget('claude-code').recorder(ctx, user), {
        mode: null,
        failMode: null,
      }),
    ).rejects.toMatchObject({
      text: expect.objectContaining({
        key: 'failure.approvals-manifest-damaged',
        params: expect.objectContaining({ file: installsFile(temp.dataDir) }),
      }),
    });
  });
});

// Gemini CLI strips comments from its settings before JSON.parse; Claude Code ignores a file
// with one. The same install follows each agent's reading.
describe('settings files as each agent reads them', () => {
  const COMMENTED =
    '{\n  // my model, keep this note\n  "model": { "name": "gemini-2.5-pro" }\n}\n';
  const recorder = (target: 'gemini-cli' | 'claude-code') =>
    ({ purpose: 'recorder', target, scope: user }) as const;
  /** The plan of a user-level recorder install for `target`. */
  const planRecorder = (target: 'gemini-cli' | 'claude-code') =>
    shims.plan(recorder(target), shimsOfTarget(target).recorder(ctx, user), {
      mode: null,
      failMode: null,
    });

  test('a Gemini settings file with comments takes the recorder and gives its bytes back', async () => {
    const settings = await temp.write('home/.gemini/settings.json', COMMENTED);
    const ref = recorder('gemini-cli');
    await shims.apply(
      await planRecorder('gemini-cli'),
      summary,
      'failure.recorder-already-installed',
    );
    const installed = fs.readFileSync(settings, 'utf8');
    expect(installed).toContain('// my model, keep this note');
    expect(installed).toContain('hookyard-recorder');
    expect(await shims.inPlace(ref)).not.toEqual(new Set());

    await shims.uninstall(ref, summary, 'failure.recorder-not-installed');
    expect(fs.readFileSync(settings, 'utf8')).toBe(COMMENTED);
  });

  test('the approver in a commented Gemini file is rewritten in place, the comments kept', async () => {
    const settings = await temp.write('home/.gemini/settings.json', COMMENTED);
    const ref = { purpose: 'approvals', target: 'gemini-cli', scope: user } as const;
    const approver = (failMode: 'open' | 'closed') =>
      shimsOfTarget('gemini-cli').approver(ctx, user, {
        mode: 'command',
        failMode,
        bridge: { port: 0, secret: '' },
      });
    await shims.apply(
      await shims.plan(ref, approver('open'), { mode: 'command', failMode: 'open' }),
      summary,
      'failure.approvals-already-installed',
    );
    expect(await shims.rewrite(ref, approver('closed'), summary)).not.toBeNull();
    const rewritten = fs.readFileSync(settings, 'utf8');
    expect(rewritten).toContain('// my model, keep this note');
    expect(rewritten).toContain("'--fail' 'closed'");
  });

  test("an earlier installer's recorder in a commented Gemini file is migrated and removes cleanly", async () => {
    const steps = shimsOfTarget('gemini-cli').recorder(ctx, user);
    const groups = steps.flatMap((step) =>
      step.kind === 'hook-file' ? [] : [[step.event, step.group] as [string, object]],
    );
    const text = withGroups('{"model": {"name": "gemini-2.5-pro"}}', groups).replace(
      '{\n',
      '{\n  // my model, keep this note\n',
    );
    const settings = await temp.write('home/.gemini/settings.json', text);
    const records = await shims.records();
    expect(records.map((record) => [record.target, record.migratedFrom])).toEqual([
      ['gemini-cli', 'recorder-manifest'],
    ]);
    expect(records[0]?.entries).toHaveLength(groups.length);

    await shims.uninstall(recorder('gemini-cli'), summary, 'failure.recorder-not-installed');
    const left = fs.readFileSync(settings, 'utf8');
    expect(left).toContain('// my model, keep this note');
    expect(left).not.toContain('hookyard');
  });

  test('a trailing comma, which Gemini cannot read either, is refused with the file named', async () => {
    const text = '{\n  "model": { "name": "gemini-2.5-pro" },\n}\n';
    const settings = await temp.write('home/.gemini/settings.json', text);
    await expect(planRecorder('gemini-cli')).rejects.toMatchObject({
      text: { key: 'failure.settings-invalid-jsonc', params: { file: settings } },
    });
    expect(fs.readFileSync(settings, 'utf8')).toBe(text);
  });

  test('a Claude Code settings file with a comment is still refused', async () => {
    const settings = await temp.write('home/.claude/settings.json', COMMENTED);
    await expect(planRecorder('claude-code')).rejects.toMatchObject({
      text: { key: 'failure.settings-invalid-json', params: { file: settings } },
    });
  });
});
