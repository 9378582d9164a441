import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { parseClaudeStdout } from '../../../electron/services/agents/claude-code/run/claude-interpret';
import { claudeSamplePayload } from '../../../electron/services/agents/claude-code/run/claude-sample-payloads';
import {
  decodeClineCliControl,
  parseClineCliStdout,
} from '../../../electron/services/agents/cline-cli/run/cline-cli-control';
import { clineCliSamplePayload } from '../../../electron/services/agents/cline-cli/run/cline-cli-sample-payloads';
import { parseVscodeStdout } from '../../../electron/services/agents/cline-vscode/run/vscode-control';
import { vscodeSamplePayload } from '../../../electron/services/agents/cline-vscode/run/vscode-sample-payloads';
import { HookCreator } from '../../../electron/services/editing/hook-creator';
import { changeSummaryEn } from '../../../shared/i18n/change-text';
import type { TemplateLanguage } from '../../../electron/services/editing/template-catalog';
import { createEditingWorld, type EditingWorld } from './editing-world';

const TEMPLATES = path.resolve(__dirname, '../../../resources/templates');
const RUNNABLE: TemplateLanguage[] = ['bash', 'python', 'node'];
const PROGRAM = { bash: 'bash', python: '/usr/bin/python3', node: process.execPath } as const;
const AWS_KEY = 'AKIAABCDEFGHIJKLMNOP';

describe('creating hooks from the templates', () => {
  let world: EditingWorld;
  let creator: HookCreator;
  const context = () => ({
    workspace: world.ws,
    sessionId: 's1',
    timestamp: '2026-01-01T00:00:00.000Z',
  });
  beforeEach(async () => {
    world = await createEditingWorld();
    creator = new HookCreator({
      engine: world.engine,
      workspaces: world.registry,
      paths: world.temp.paths,
      templatesDir: TEMPLATES,
    });
  });
  afterEach(() => world.cleanup());

  /** Runs a created script as a real subprocess with a JSON payload; returns its exit and stdout. */
  function run(language: TemplateLanguage, script: string, payload: unknown) {
    const result = spawnSync(PROGRAM[language as keyof typeof PROGRAM], [script], {
      input: JSON.stringify(payload),
      encoding: 'utf8',
      env: { PATH: process.env.PATH, CLAUDE_PROJECT_DIR: world.ws, HOME: world.temp.home },
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  const workspace = () => ({ kind: 'workspace' as const, workspaceId: world.workspace.id });

  for (const language of RUNNABLE) {
    it(`makes a working Claude Code PreToolUse hook in ${language}`, async () => {
      const { hookIds } = await creator.create({
        agents: ['claude-code'],
        scope: workspace(),
        event: 'PreToolUse',
        language,
        claude: { matcher: 'Bash', name: `guard-${language}` },
      });
      const row = (await world.hooks()).find((hook) => hook.id === hookIds[0]);
      expect(row).toMatchObject({ status: 'active', matcher: 'Bash', handler: { timeoutSec: 30 } });
      expect(row?.handler.summary).toContain('"$CLAUDE_PROJECT_DIR/.claude/hooks/guard-');
      const script = path.join(
        world.ws,
        '.claude',
        'hooks',
        path.basename(row!.handler.summary.split('"')[1]!),
      );
      expect((await fs.stat(script)).mode & 0o111).not.toBe(0);

      const deny = run(language, script, claudeSamplePayload('PreToolUse', context(), 'bash-rm'));
      expect(deny.status).toBe(0);
      const parsed = parseClaudeStdout(deny.stdout, 'PreToolUse');
      expect(parsed.errors).toEqual([]);
      expect(parsed.output?.hookSpecificOutput).toMatchObject({ permissionDecision: 'deny' });
      const quiet = run(language, script, claudeSamplePayload('PreToolUse', context(), 'read-env'));
      expect([quiet.status, quiet.stdout.trim()]).toEqual([0, '']);
    });

    it(`makes a ${language} PreToolUse hook for Write|Edit that inspects the file path`, async () => {
      await creator.create({
        agents: ['claude-code'],
        scope: workspace(),
        event: 'PreToolUse',
        language,
        claude: { matcher: 'Write|Edit', name: `files-${language}` },
      });
      const extension = { bash: '.sh', python: '.py', node: '.js' }[language as 'bash'];
      const script = path.join(world.ws, '.claude', 'hooks', `files-${language}${extension}`);
      expect(await fs.readFile(script, 'utf8')).not.toContain('.tool_input.command');
      const write = (file: string, content: string) => ({
        ...claudeSamplePayload('PreToolUse', context()),
        tool_name: 'Write',
        tool_input: { file_path: path.join(world.ws, file), content },
      });
      const deny = run(language, script, write('.env.local', 'KEY=1'));
      expect(parseClaudeStdout(deny.stdout, 'PreToolUse').output?.hookSpecificOutput).toMatchObject(
        {
          permissionDecision: 'deny',
          permissionDecisionReason: '.env files are protected by a hook',
        },
      );
      // The path is what counts: "rm -rf" written into a file is no command.
      const quiet = run(language, script, write('notes.md', 'never rm -rf /'));
      expect([quiet.status, quiet.stdout.trim()]).toEqual([0, '']);
    });

    it(`makes Claude Code PermissionRequest, UserPromptSubmit and SessionStart hooks in ${language}`, async () => {
      for (const event of ['PermissionRequest', 'UserPromptSubmit', 'SessionStart', 'SessionEnd']) {
        await creator.create({ agents: ['claude-code'], scope: workspace(), event, language });
      }
      const rows = (await world.hooks()).filter((hook) => hook.agent === 'claude-code');
      expect(rows.map((row) => [row.event, row.status])).toEqual(
        expect.arrayContaining([
          ['PermissionRequest', 'active'],
          ['UserPromptSubmit', 'active'],
          ['SessionStart', 'active'],
        ]),
      );
      const script = (name: string) =>
        path.join(
          world.ws,
          '.claude',
          'hooks',
          `${name}${{ bash: '.sh', python: '.py', node: '.js' }[language as 'bash']}`,
        );
      const permission = run(
        language,
        script('permission-request'),
        claudeSamplePayload('PermissionRequest', context(), 'bash-rm'),
      );
      expect(
        parseClaudeStdout(permission.stdout, 'PermissionRequest').output?.hookSpecificOutput,
      ).toMatchObject({
        decision: { behavior: 'deny' },
      });
      const prompt = {
        ...claudeSamplePayload('UserPromptSubmit', context()),
        prompt: `key ${AWS_KEY}`,
      };
      const blocked = run(language, script('user-prompt-submit'), prompt);
      expect(parseClaudeStdout(blocked.stdout, 'UserPromptSubmit').output).toMatchObject({
        decision: 'block',
      });
      const start = run(
        language,
        script('session-start'),
        claudeSamplePayload('SessionStart', context()),
      );
      expect([start.status, parseClaudeStdout(start.stdout, 'SessionStart').errors]).toEqual([
        0,
        [],
      ]);
      const end = run(
        language,
        script('session-end'),
        claudeSamplePayload('SessionEnd', context()),
      );
      expect([end.status, end.stdout.trim()]).toEqual([0, '']);
    });

    it(`makes a Cline PreToolUse hook in ${language} that both runtimes run and understand`, async () => {
      const { hookIds } = await creator.create({
        agents: ['cline-cli', 'cline-vscode'],
        scope: workspace(),
        event: 'PreToolUse',
        language,
      });
      const file = path.join(world.ws, '.clinerules', 'hooks', 'PreToolUse');
      const rows = (await world.hooks()).filter((hook) => hookIds.includes(hook.id));
      expect(rows.map((row) => [row.agent, row.sourcePath, row.status])).toEqual([
        ['cline-cli', file, 'active'],
        ['cline-vscode', file, 'active'],
      ]);
      // Started the way the VS Code extension starts it: the file itself, through its shebang.
      const cancel = spawnSync(file, {
        input: JSON.stringify(vscodeSamplePayload('PreToolUse', context(), 'bash-rm')),
        encoding: 'utf8',
      });
      expect(cancel.status).toBe(0);
      expect(parseVscodeStdout(cancel.stdout).control).toMatchObject({ cancel: true });
      const cli = run(language, file, clineCliSamplePayload('PreToolUse', context(), 'bash-rm'));
      const parsed = parseClineCliStdout(cli.stdout);
      expect(parsed.kind).toBe('json');
      const control = decodeClineCliControl(
        parsed.kind === 'json' ? parsed.value : null,
        'whole-stdout',
      );
      expect(control).toMatchObject({ cancel: true });
      const allowed = run(
        language,
        file,
        clineCliSamplePayload('PreToolUse', context(), 'read-env'),
      );
      expect(parseVscodeStdout(allowed.stdout).control).toMatchObject({ cancel: false });
    });
  }

  it('sums up a hook made for several agents at once with one text per plan', async () => {
    const { change } = await creator.create({
      agents: ['claude-code', 'cline-cli'],
      scope: workspace(),
      event: 'PreToolUse',
      language: 'bash',
    });
    const settings = path.join(world.ws, '.claude', 'settings.json');
    const file = path.join(world.ws, '.clinerules', 'hooks', 'PreToolUse');
    expect(change.summary).toEqual([
      {
        key: 'change.claude-hook-created',
        params: {
          event: 'PreToolUse',
          hook: 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/pre-tool-use.sh"',
          language: 'bash',
          file: settings,
        },
      },
      { key: 'change.cline-hook-created', params: { file } },
    ]);
    expect(changeSummaryEn(change.summary)).toBe(
      `Created the PreToolUse hook bash "$CLAUDE_PROJECT_DIR/.claude/hooks/pre-tool-use.sh" (bash) in ${settings}; Created the Cline hook ${file}`,
    );
  });

  it('makes TypeScript templates that compile and answer per protocol', async () => {
    await creator.create({
      agents: ['cline-cli'],
      scope: workspace(),
      event: 'PreToolUse',
      language: 'typescript',
    });
    await creator.create({
      agents: ['claude-code'],
      scope: workspace(),
      event: 'PreToolUse',
      language: 'typescript',
    });
    const cases = [
      [
        path.join(world.ws, '.clinerules', 'hooks', 'PreToolUse.ts'),
        clineCliSamplePayload('PreToolUse', context(), 'read-env'),
      ],
      [
        path.join(world.ws, '.claude', 'hooks', 'pre-tool-use.ts'),
        claudeSamplePayload('PreToolUse', context(), 'bash-rm'),
      ],
    ] as const;
    const outputs = [];
    for (const [file, payload] of cases) {
      const js = ts.transpileModule(await fs.readFile(file, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
        reportDiagnostics: true,
      });
      expect(js.diagnostics).toEqual([]);
      const compiled = `${file}.cjs`;
      await fs.writeFile(compiled, js.outputText);
      outputs.push(run('node', compiled, payload).stdout);
    }
    const cli = parseClineCliStdout(outputs[0]!);
    expect(cli).toMatchObject({
      kind: 'json',
      source: 'hook-control-line',
      value: { cancel: false },
    });
    expect(parseClaudeStdout(outputs[1]!, 'PreToolUse').output?.hookSpecificOutput).toMatchObject({
      permissionDecision: 'deny',
    });
  });

  it('refuses an existing file, TypeScript for the VS Code extension, and events a runtime never runs', async () => {
    await world.temp.write('ws/.clinerules/hooks/TaskStart', 'mine\n');
    const create = (
      agents: ('cline-cli' | 'cline-vscode')[],
      event: string,
      language: TemplateLanguage,
    ) => creator.create({ agents, scope: workspace(), event, language });
    await expect(create(['cline-cli'], 'TaskStart', 'bash')).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await world.read(path.join(world.ws, '.clinerules/hooks/TaskStart'))).toBe('mine\n');
    await expect(create(['cline-vscode'], 'PreToolUse', 'typescript')).rejects.toThrow(/CLI only/);
    await expect(create(['cline-vscode'], 'TaskError', 'bash')).rejects.toThrow(/never runs/);
    await expect(create(['cline-cli'], 'Notification', 'bash')).rejects.toThrow(/never runs/);
    expect((await world.history.list()).total).toBe(0);
  });

  it('creates into an existing settings file keeping its bytes, and undo removes script and entry', async () => {
    const settings = await world.temp.write('ws/.claude/settings.json', '{\n\t"model": "x"\n}\n');
    const { change } = await creator.create({
      agents: ['claude-code'],
      scope: workspace(),
      event: 'Stop',
      language: 'bash',
    });
    const text = await world.read(settings);
    expect(text.startsWith('{\n\t"model": "x",\n\t"hooks": {\n\t\t"Stop": [')).toBe(true);
    await world.history.restore(change.id);
    expect(await world.read(settings)).toBe('{\n\t"model": "x"\n}\n');
    await expect(fs.access(path.join(world.ws, '.claude/hooks/stop.sh'))).rejects.toThrow();
  });
});
