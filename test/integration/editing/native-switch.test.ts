import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createEditingWorld, type EditingWorld, shown } from './editing-world';

// Codex and Gemini hooks switch through HookSwitch with their agents' own settings (the plans in
// their folders): the row stays listed as off, and off then on gives the file back byte for byte.
describe('switching Codex and Gemini hooks with their own settings', () => {
  let world: EditingWorld;
  beforeEach(async () => {
    world = await createEditingWorld();
  });
  afterEach(() => world.cleanup());

  const handler = (name: string) => ({ type: 'command', name, command: `echo ${name}` });

  it('Codex: [hooks.state] enabled = false in config.toml, then back to the same bytes', async () => {
    const codexHome = world.temp.paths.codexHome;
    await fs.mkdir(codexHome, { recursive: true });
    const hooksFile = path.join(codexHome, 'hooks.json');
    const hooks = {
      PreToolUse: [{ matcher: 'Bash', hooks: [handler('target'), handler('other')] }],
    };
    await fs.writeFile(hooksFile, `${JSON.stringify({ hooks }, null, 2)}\n`);
    const configFile = path.join(codexHome, 'config.toml');
    await fs.writeFile(configFile, 'model = "o4"\n');
    const before = await fs.readFile(configFile);

    const on = await world.hook(hooksFile, 'PreToolUse/0/0');
    await world.switches.disable({ scope: world.scope, ...shown(on) });
    expect(await world.read(configFile)).toContain('enabled = false');
    const off = await world.hook(hooksFile, 'PreToolUse/0/0');
    expect(off).toMatchObject({
      id: on.id,
      status: 'disabled',
      reason: { key: 'reason.codex-switched-off' },
    });
    expect((await world.hook(hooksFile, 'PreToolUse/0/1')).status).not.toBe('disabled');
    await expect(
      world.switches.disable({ scope: world.scope, ...shown(off) }),
    ).rejects.toMatchObject({
      code: 'conflict',
      text: expect.objectContaining({ key: 'failure.hook-already-off' }),
    });

    await world.switches.enable({ scope: world.scope, ...shown(off) });
    expect((await fs.readFile(configFile)).equals(before)).toBe(true);
    await expect(
      world.switches.enable({
        scope: world.scope,
        ...shown(await world.hook(hooksFile, 'PreToolUse/0/0')),
      }),
    ).rejects.toMatchObject({
      code: 'conflict',
      text: expect.objectContaining({ key: 'failure.hook-already-on' }),
    });
  });

  it('Gemini: the name goes into hooksConfig.disabled of its settings file, and out again', async () => {
    const settingsFile = path.join(world.ws, '.gemini', 'settings.json');
    await fs.mkdir(path.dirname(settingsFile), { recursive: true });
    const hooks = { BeforeTool: [{ matcher: 'run_shell_command', hooks: [handler('target')] }] };
    await fs.writeFile(settingsFile, `${JSON.stringify({ hooks }, null, 2)}\n`);
    const before = await fs.readFile(settingsFile);

    const on = await world.hook(settingsFile);
    await world.switches.disable({ scope: world.scope, ...shown(on) });
    expect(JSON.parse(await world.read(settingsFile)).hooksConfig).toEqual({
      disabled: ['target'],
    });
    const off = await world.hook(settingsFile);
    expect(off).toMatchObject({
      status: 'disabled',
      reason: { key: 'reason.gemini-disabled-by-name' },
    });

    await world.switches.enable({ scope: world.scope, ...shown(off) });
    expect((await fs.readFile(settingsFile)).equals(before)).toBe(true);
  });

  // Gemini's list switches every hook of a name: switching a logger named "guard" would switch a
  // safety guard named "guard" with it, and two unnamed hooks of one command switch together.
  it('Gemini: a hook whose name another hook shares is not switched, either way', async () => {
    const settingsFile = path.join(world.ws, '.gemini', 'settings.json');
    await fs.mkdir(path.dirname(settingsFile), { recursive: true });
    const hooks = {
      BeforeTool: [
        { matcher: 'run_shell_command', hooks: [{ ...handler('guard'), command: 'safety' }] },
      ],
      AfterTool: [{ hooks: [{ ...handler('guard'), command: 'logger' }] }],
      SessionStart: [
        {
          hooks: [
            { type: 'command', command: 'same' },
            { type: 'command', command: 'same' },
          ],
        },
      ],
    };
    const text = `${JSON.stringify({ hooks }, null, 2)}\n`;
    await fs.writeFile(settingsFile, text);

    const logger = await world.hook(settingsFile, 'AfterTool/0/0');
    await expect(
      world.switches.disable({ scope: world.scope, ...shown(logger) }),
    ).rejects.toMatchObject({
      code: 'invalid-request',
      text: {
        key: 'failure.switch-not-alone',
        params: { name: 'guard', other: 'BeforeTool · guard: safety', file: settingsFile, more: 0 },
      },
    });
    const twin = await world.hook(settingsFile, 'SessionStart/0/1');
    await expect(
      world.switches.disable({ scope: world.scope, ...shown(twin) }),
    ).rejects.toMatchObject({
      text: { key: 'failure.switch-not-alone', params: { name: 'same' } },
    });
    expect(await world.read(settingsFile)).toBe(text);

    // Off by hand (both go), the switch does not turn one back on either.
    await fs.writeFile(
      settingsFile,
      `${JSON.stringify({ hooks, hooksConfig: { disabled: ['guard'] } }, null, 2)}\n`,
    );
    const off = await world.hook(settingsFile, 'AfterTool/0/0');
    expect(off.status).toBe('disabled');
    await expect(
      world.switches.enable({ scope: world.scope, ...shown(off) }),
    ).rejects.toMatchObject({
      text: { key: 'failure.switch-not-alone' },
    });
  });

  // Gemini strips comments before JSON.parse (checked in its bundle): a commented file is one it
  // runs, so the switch edits it and keeps the comments.
  it('Gemini: a settings file with comments switches off and back to the same bytes', async () => {
    const settingsFile = path.join(world.ws, '.gemini', 'settings.json');
    await fs.mkdir(path.dirname(settingsFile), { recursive: true });
    const text = [
      '{',
      '  // guards for this repo',
      '  "hooks": {',
      '    "BeforeTool": [',
      '      { "matcher": "run_shell_command", /* shell only */ "hooks": [',
      '        { "type": "command", "name": "target", "command": "echo target" }',
      '      ] }',
      '    ]',
      '  }',
      '}',
      '',
    ].join('\n');
    await fs.writeFile(settingsFile, text);

    const on = await world.hook(settingsFile);
    await world.switches.disable({ scope: world.scope, ...shown(on) });
    const off = await world.read(settingsFile);
    expect(off).toContain('// guards for this repo');
    expect(off).toContain('/* shell only */');
    expect((await world.hook(settingsFile)).status).toBe('disabled');

    await world.switches.enable({ scope: world.scope, ...shown(await world.hook(settingsFile)) });
    expect(await world.read(settingsFile)).toBe(text);
  });
});
