import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { installedShimPath } from '../../../electron/services/editing/adoption-record';
import type { ChangeText } from '../../../shared/i18n/change-text';
import { AppFailure } from '../../../shared/result';
import { createEditingWorld, type EditingWorld, shown } from './editing-world';

interface ShimRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `argv` as an agent would: payload on stdin, in `cwd`, with `env` added. */
function runAsAgent(
  home: string,
  argv: string[],
  cwd: string,
  stdin: string,
  env: Record<string, string> = {},
  signalAfterStart?: NodeJS.Signals,
): Promise<ShimRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0] as string, argv.slice(1), {
      cwd,
      env: { PATH: process.env.PATH, HOME: home, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      // The hook says it is running: now the agent "times it out".
      if (signalAfterStart && stdout.includes('started')) child.kill(signalAfterStart);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
  });
}

describe('adopting a user-level hook to switch it per workspace', () => {
  let world: EditingWorld;
  let other: string;
  let marker: string;
  beforeEach(async () => {
    world = await createEditingWorld();
    other = await world.temp.mkdir('elsewhere');
    marker = path.join(world.temp.root, 'ran.log');
  });
  afterEach(() => world.cleanup());

  describe('a Claude Code handler in ~/.claude/settings.json', () => {
    let file: string;
    let original: string;
    beforeEach(async () => {
      file = path.join(world.temp.home, '.claude', 'settings.json');
      // Odd formatting and an unknown key: adoption must change nothing but the command.
      original = `{
  "x-keep": [1,2 ,3],
  "hooks": {
    "PreToolUse": [ { "matcher": "Bash",
      "hooks": [ {"type": "command", "command": "cat > /dev/null; echo \\"ran $PWD\\" >> '${marker}'; echo out; echo err >&2; exit 3", "timeout": 9} ] } ]
  }
}
`;
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, original);
    });

    const adopt = () => world.adoptForWorkspace(file);

    /** The handler's command as Claude Code would run it (bash -c), from `cwd`. */
    async function fire(cwd: string, projectDir = cwd): Promise<ShimRun> {
      const settings = JSON.parse(await world.read(file));
      const command = settings.hooks.PreToolUse[0].hooks[0].command as string;
      return runAsAgent(
        world.temp.home,
        ['bash', '-c', command],
        cwd,
        '{"hook_event_name":"PreToolUse"}',
        {
          CLAUDE_PROJECT_DIR: projectDir,
        },
      );
    }

    it('changes only the command, which runs the original in the chosen workspace only', async () => {
      const { hook, adoption } = await adopt();
      const text = await world.read(file);
      const command = JSON.parse(text).hooks.PreToolUse[0].hooks[0].command as string;
      const before = JSON.parse(original).hooks.PreToolUse[0].hooks[0].command as string;
      expect(text).toBe(original.replace(JSON.stringify(before), JSON.stringify(command)));
      expect(command).toContain(installedShimPath(world.temp.dataDir));
      // The row now runs the shim: a new command, so a new id (its content is another hook's).
      expect(adoption.hookIds).toEqual([(await world.hook(file)).id]);
      expect(hook.id).not.toBe(adoption.hookIds[0]);
      expect(adoption.workspaces).toEqual([world.ws]);

      const inside = await fire(path.join(world.ws));
      expect(inside).toMatchObject({ code: 3, stdout: 'out\n', stderr: 'err\n' });
      const away = await fire(other);
      expect(away).toMatchObject({ code: 0, stdout: '', stderr: '' });
      // Claude Code's project dir counts even after the session cd'd elsewhere.
      expect((await fire(other, world.ws)).code).toBe(3);
      expect((await fs.readFile(marker, 'utf8')).trim().split('\n')).toEqual([
        `ran ${world.ws}`,
        `ran ${other}`,
      ]);
    });

    it('switches per workspace, and release restores the file byte for byte', async () => {
      const { adoption } = await adopt();
      await world.adoption.setWorkspace({
        adoptionId: adoption.id,
        workspaceId: world.workspace.id,
        on: false,
      });
      expect((await fire(world.ws)).code).toBe(0);
      await world.adoption.setWorkspace({
        adoptionId: adoption.id,
        workspaceId: world.workspace.id,
        on: true,
      });
      expect((await fire(world.ws)).code).toBe(3);
      const released = await world.adoption.release(adoption.id);
      expect(await world.read(file)).toBe(original);
      expect(await world.adoption.list(world.scope)).toEqual([]);
      // Adopt and release name the user's command (cut short), never the shim that wraps it.
      const adopted = (await world.history.list()).changes.find(
        (each) => (each.summary as ChangeText[])[0]?.key === 'change.hook-adopted',
      );
      const named = `cat > /dev/null; echo "ran $PWD" >> '${marker}'; echo out; echo err >&2; exit 3`;
      for (const change of [adopted, released]) {
        const hook = String((change?.summary as ChangeText[])[0]?.params.hook);
        expect(hook).toMatch(/…$/);
        expect(named.startsWith(hook.slice(0, -1))).toBe(true);
      }
    });

    it('runs the original everywhere when the allowlist is gone (as before adoption)', async () => {
      const { adoption } = await adopt();
      await fs.rm(path.join(world.temp.dataDir, 'adopted', `${adoption.id}.json`));
      expect((await fire(other)).code).toBe(3);
    });

    it('is undone in one step from the history, like every change', async () => {
      await adopt();
      const [change] = (await world.history.list()).changes;
      await world.history.restore(change!.id);
      expect(await world.read(file)).toBe(original);
    });

    it('refuses an exec-form handler (command with args) and leaves the file as it was', async () => {
      const execForm = `${JSON.stringify({
        hooks: { Stop: [{ hooks: [{ type: 'command', command: 'node', args: ['stop.js'] }] }] },
      })}\n`;
      await fs.writeFile(file, execForm);
      const refused = world.adoption.adopt({
        scope: world.scope,
        ...shown(await world.hook(file)),
        workspaceIds: [world.workspace.id],
      });
      await expect(refused).rejects.toMatchObject({
        text: expect.objectContaining({ key: 'failure.adopt-exec-form' }),
      });
      expect(await world.read(file)).toBe(execForm);
      expect(await world.adoption.list(world.scope)).toEqual([]);
    });

    it('refuses project hooks and hooks adopted already', async () => {
      await adopt();
      await expect(
        world.adoption.adopt({
          scope: world.scope,
          ...shown(await world.hook(file)),
          workspaceIds: [],
        }),
      ).rejects.toMatchObject({
        text: expect.objectContaining({ key: 'failure.hook-adopted-already' }),
        message: expect.stringMatching(/adopted already/),
      });
      await world.temp.write(
        'ws/.claude/settings.json',
        JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'true' }] }] } }),
      );
      const project = await world.hook(path.join(world.ws, '.claude', 'settings.json'));
      const refused = world.adoption.adopt({
        scope: world.scope,
        ...shown(project),
        workspaceIds: [],
      });
      await expect(refused).rejects.toBeInstanceOf(AppFailure);
      await expect(refused).rejects.toMatchObject({
        text: expect.objectContaining({ key: 'failure.adopt-user-level-only' }),
        message: expect.stringMatching(/user-level/),
      });
    });
  });

  describe('a Cline hook file in ~/.cline/hooks', () => {
    let file: string;
    const original = `#!/bin/bash\ncat > /dev/null\necho "ran $PWD" >> "$MARKER"\nprintf '{"context":"from-original"}'\n`;
    beforeEach(async () => {
      file = await world.temp.write('home/.cline/hooks/PreToolUse', original, 0o750);
    });

    const adopt = async () => (await world.adoptForWorkspace(file)).adoption;

    /** Runs the hook file as the Cline CLI does (its shebang: node), with a payload naming `roots`. */
    function fire(roots: string[], cwd = other, signal?: NodeJS.Signals): Promise<ShimRun> {
      return runAsAgent(
        world.temp.home,
        ['node', file],
        cwd,
        JSON.stringify({ hookName: 'tool_call', workspaceRoots: roots }),
        { MARKER: marker },
        signal,
      );
    }

    it('keeps the original beside it, and runs it only for the chosen workspace', async () => {
      const adoption = await adopt();
      const stored = path.join(path.dirname(file), '.hookyard-adopted', 'PreToolUse');
      expect(await world.read(stored)).toBe(original);
      expect((await fs.stat(stored)).mode & 0o777).toBe(0o750);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o750);
      expect((await world.read(file)).startsWith('#!/usr/bin/env node\n')).toBe(true);
      expect(adoption.hookIds.length).toBeGreaterThan(0);
      // The adopted-original folder is Hookyard's own: not an inventory row.
      expect(
        (await world.hooks()).some((hook) => hook.sourcePath.includes('.hookyard-adopted')),
      ).toBe(false);

      expect(await fire([world.ws])).toMatchObject({
        code: 0,
        stdout: '{"context":"from-original"}',
      });
      expect(await fire([other])).toMatchObject({ code: 0, stdout: '{}' });
      // No workspace in the payload: the cwd decides.
      expect((await fire([], world.ws)).stdout).toBe('{"context":"from-original"}');
      expect((await fs.readFile(marker, 'utf8')).trim().split('\n')).toHaveLength(2);
    });

    it('forwards a signal to the original and ends by it', async () => {
      await fs.writeFile(
        file,
        `#!/bin/bash\ntrap 'echo "got TERM" >> "$MARKER"; exit 143' TERM\necho started\nfor i in $(seq 100); do sleep 0.05; done\n`,
      );
      await adopt();
      const run = await fire([world.ws], other, 'SIGTERM');
      expect(run.code).toBe(143);
      expect(await fs.readFile(marker, 'utf8')).toContain('got TERM');
    });

    it('release puts the original back byte for byte, mode kept', async () => {
      const adoption = await adopt();
      await world.adoption.release(adoption.id);
      expect(await world.read(file)).toBe(original);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o750);
      expect(await world.adoption.list(world.scope)).toEqual([]);
    });
  });
});
