import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { discoverCodexHooks } from '../../../electron/services/agents/codex/codex-discovery';
import {
  CODEX_BASE_CONFIG,
  CODEX_RECORDER,
  codexCaptures,
  codexEnv,
  makeCodexWorld,
  runRealCodex,
  trustEveryCodexHook,
} from '../../helpers/real-codex';
import { readTextForDiscovery } from '../../helpers/read-text';
import { tempDir } from '../../unit/runner/hook-fixtures';

// A hooks.json that is valid JSON but not shaped as Codex reads it. The real `codex exec` fails
// the whole file ("failed to parse hooks config") and runs none of its hooks, not even a good
// PreToolUse beside the bad part; Hookyard marks the file unreadable, naming the part, and lists
// none of its hooks as running. A group without `hooks` is read as empty by both.
const { dir, cleanup } = tempDir('codex-unreadable-hooks');
afterAll(cleanup);

/** A world whose user hooks.json holds a good PreToolUse hook on Bash, and `extra` events beside it. */
function worldWithGuard(label: string, extra: object = {}) {
  const world = makeCodexWorld(path.join(dir, label.replaceAll(' ', '-')));
  const good = {
    matcher: 'Bash',
    hooks: [{ type: 'command', command: `${CODEX_RECORDER} pass good` }],
  };
  const file = path.join(world.codexHome, 'hooks.json');
  fs.writeFileSync(file, JSON.stringify({ hooks: { PreToolUse: [good], ...extra } }, null, 2));
  return { world, file };
}

const CASES = [
  ['an event that is not a list', { PostToolUse: 'not a list' }, '"PostToolUse" is not a list'],
  [
    'a group that is not an object',
    { PostToolUse: ['a group'] },
    'group 0 of "PostToolUse" is not an object',
  ],
  [
    'hooks that are not a list',
    { PostToolUse: [{ hooks: 'none' }] },
    '"hooks" of group 0 of "PostToolUse" is not a list',
  ],
  [
    'a hook that is not an object',
    { PostToolUse: [{ hooks: [7] }] },
    'hook 0 of group 0 of "PostToolUse" is not an object',
  ],
  ['a group without hooks', { PostToolUse: [{ matcher: 'Bash' }] }, null],
] as const;

describe('real Codex CLI: a hooks.json not shaped as Codex reads it', () => {
  test.each(CASES)('%s', { timeout: 90_000 }, async (label, extra, problem) => {
    const { world, file } = worldWithGuard(label, extra);
    await trustEveryCodexHook(world.ws, codexEnv(world));

    const run = await runRealCodex(world);
    expect(run.timedOut, run.stderr).toBe(false);
    const ran = codexCaptures(world).some((capture) => capture.event === 'PreToolUse');
    expect(ran, run.stderr).toBe(problem === null);
    expect(run.stderr.includes(`failed to parse hooks config ${file}`)).toBe(problem !== null);

    const found = await discoverCodexHooks({
      codexHome: world.codexHome,
      roots: [],
      readText: readTextForDiscovery,
    });
    const source = found.sources.find((candidate) => candidate.path === file);
    const listed = found.hooks.filter((hook) => hook.def.sourcePath === file);
    if (problem === null) {
      expect(source?.state).toBe('ok');
      expect(listed.map((hook) => hook.def.event)).toEqual(['PreToolUse']);
    } else {
      expect(source).toMatchObject({
        state: 'invalid',
        reason: { key: 'reason.codex-config-unreadable', params: { file, message: problem } },
      });
      expect(listed).toEqual([]);
    }
  });
});

// Inline hook tables in config.toml of another shape, or a config.toml that is not TOML: the real
// Codex does not start at all ("Error loading config.toml"), so no Codex hook runs; Hookyard
// marks the file unreadable and says so on every Codex hook.
const appended = (text: string) => (base: string) => `${base}\n${text}`;
const CONFIG_CASES = [
  [
    'an inline event that is not a list',
    appended('[hooks]\nPostToolUse = "not a list"\n'),
    'hooks: "PostToolUse" is not a list',
  ],
  [
    'an inline hook that is not an object',
    appended('[[hooks.PostToolUse]]\nhooks = [7]\n'),
    'hooks: hook 0 of group 0 of "PostToolUse" is not an object',
  ],
  ['a config.toml that is not TOML', appended('[features\n'), null],
  [
    'a hook switch that is a string',
    appended('[hooks.state."k"]\nenabled = "false"\n'),
    'hooks.state."k".enabled is not true or false',
  ],
  [
    'a hooks feature that is a string',
    (base: string) => base.replace('[features]\n', '[features]\nhooks = "false"\n'),
    'features: "false" is not true or false',
  ],
] as const;

describe('real Codex CLI: a config.toml it cannot read', () => {
  test.each(CONFIG_CASES)('%s', { timeout: 90_000 }, async (label, edit, message) => {
    const { world } = worldWithGuard(label);
    const config = path.join(world.codexHome, 'config.toml');
    fs.writeFileSync(config, edit(CODEX_BASE_CONFIG));

    const run = await runRealCodex(world);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain('Error loading config.toml');
    expect(codexCaptures(world)).toEqual([]);

    const found = await discoverCodexHooks({
      codexHome: world.codexHome,
      roots: [],
      readText: readTextForDiscovery,
    });
    const source = found.sources.find((candidate) => candidate.path === config);
    expect(source).toMatchObject({
      state: 'invalid',
      reason: { key: 'reason.codex-config-stops-codex' },
    });
    if (message) expect(source?.reason?.params['message']).toBe(message);
    expect(found.hooks.map((hook) => [hook.def.event, hook.status, hook.reason])).toEqual([
      ['PreToolUse', 'never-runs', { key: 'reason.codex-config-broken', params: { file: config } }],
    ]);
  });
});

// A trusted project's config.toml that is not TOML: the real Codex does not start in that project
// ("Error parsing project config file"), so not even the user's hooks run there; an untrusted
// project's is never read.
test(
  'real Codex CLI: a trusted project whose config.toml it cannot read',
  { timeout: 90_000 },
  async () => {
    const { world } = worldWithGuard('project config');
    const trusted = `${CODEX_BASE_CONFIG}\n[projects."${world.ws}"]\ntrust_level = "trusted"\n`;
    fs.writeFileSync(path.join(world.codexHome, 'config.toml'), trusted);
    const projectConfig = path.join(world.ws, '.codex', 'config.toml');
    fs.mkdirSync(path.dirname(projectConfig), { recursive: true });
    fs.writeFileSync(projectConfig, '[features\n');

    const run = await runRealCodex(world);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain(`Error parsing project config file ${projectConfig}`);
    expect(codexCaptures(world)).toEqual([]);

    const seen = (roots: string[]) =>
      discoverCodexHooks({ codexHome: world.codexHome, roots, readText: readTextForDiscovery });
    const inProject = await seen([world.ws]);
    expect(inProject.sources.find((source) => source.path === projectConfig)?.reason?.key).toBe(
      'reason.codex-config-stops-codex',
    );
    expect(inProject.hooks.map((hook) => [hook.status, hook.reason])).toEqual([
      ['never-runs', { key: 'reason.codex-config-broken', params: { file: projectConfig } }],
    ]);
    // At the user level (no project), the same hook is judged as usual.
    expect((await seen([])).hooks.map((hook) => hook.reason.key)).not.toContain(
      'reason.codex-config-broken',
    );
  },
);
