import { describe, expect, test } from 'vitest';

import { shimsOfTarget } from '../../../electron/services/agents/registry';
import type { ShimContext } from '../../../electron/services/agents/shim-install';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import { CLAUDE_EVENT_NAMES } from '../../../shared/agents/claude-code-events';

const ctx: ShimContext = {
  paths: resolveHostPaths({ HOME: '/home/u' }, 'linux'),
  dataDir: '/home/u/.config/Hookyard',
  recorderPath: '/opt/hookyard/hookyard-record.js',
  approverPath: '/opt/hookyard/hookyard-approver.js',
  nodePath: '/usr/bin/node',
};
const user = { kind: 'user' } as const;
const bridge = { port: 4100, secret: 's3cret' };
const windows: ShimContext = {
  ...ctx,
  paths: resolveHostPaths({ USERPROFILE: 'C:\\Users\\u' }, 'win32'),
  recorderPath: 'C:\\hookyard\\hookyard-record.js',
  nodePath: 'C:\\node\\node.exe',
};

describe("the agents' recorder plans", () => {
  test('Claude Code: one exec-form command handler per event in the user settings, running the shell recorder', () => {
    const steps = shimsOfTarget('claude-code').recorder(ctx, user);
    expect(steps.map((step) => step.event)).toEqual(CLAUDE_EVENT_NAMES);
    expect(steps[0]).toEqual({
      kind: 'settings-entry',
      file: '/home/u/.claude/settings.json',
      event: 'SessionStart',
      group: {
        matcher: '*',
        hooks: [
          {
            type: 'command',
            command: '/bin/sh',
            args: [
              '/opt/hookyard/hookyard-record.sh',
              '--agent',
              'claude-code',
              '--data-dir',
              ctx.dataDir,
            ],
            timeout: 10,
          },
        ],
      },
    });
  });

  test('Claude Code: the uncommitted local settings file for a workspace', () => {
    const steps = shimsOfTarget('claude-code').recorder(ctx, {
      kind: 'workspace',
      root: '/src/app',
    });
    expect(steps[0]?.file).toBe('/src/app/.claude/settings.local.json');
  });

  test('Cline: one executable wrapper per event in a folder both Cline runtimes read', () => {
    const steps = shimsOfTarget('cline').recorder(ctx, { kind: 'workspace', root: "/src/it's" });
    const files = steps.map((step) => step.file);
    expect(files).toContain("/src/it's/.clinerules/hooks/PreToolUse");
    expect(files).toContain("/src/it's/.clinerules/hooks/SessionShutdown");
    expect(files).not.toContain("/src/it's/.clinerules/hooks/PreCompact");
    const pre = steps.find((step) => step.event === 'PreToolUse');
    expect(pre).toMatchObject({ kind: 'hook-file', mode: 0o755 });
    expect(pre?.kind === 'hook-file' && pre.content).toContain(
      "'--agent' 'cline' '--event' 'PreToolUse'",
    );
  });

  test('Codex: a group without matcher per event in CODEX_HOME/hooks.json, a shell line, seconds', () => {
    const steps = shimsOfTarget('codex').recorder(ctx, user);
    expect(steps.map((step) => step.file)).toContain('/home/u/.codex/hooks.json');
    expect(steps.find((step) => step.event === 'PreToolUse')).toEqual({
      kind: 'settings-entry',
      file: '/home/u/.codex/hooks.json',
      event: 'PreToolUse',
      group: {
        hooks: [
          {
            type: 'command',
            command: `'/bin/sh' '/opt/hookyard/hookyard-record.sh' '--agent' 'codex' '--data-dir' '${ctx.dataDir}'`,
            timeout: 10,
          },
        ],
      },
    });
    const ws = shimsOfTarget('codex').recorder(ctx, { kind: 'workspace', root: '/src/app' });
    expect(ws[0]?.file).toBe('/src/app/.codex/hooks.json');
  });

  test('Gemini: named handlers in settings.json with the timeout in milliseconds', () => {
    const steps = shimsOfTarget('gemini-cli').recorder(ctx, {
      kind: 'workspace',
      root: '/src/app',
    });
    const before = steps.find((step) => step.event === 'BeforeTool');
    expect(before?.file).toBe('/src/app/.gemini/settings.json');
    expect(before?.kind === 'settings-entry' && before.group).toMatchObject({
      hooks: [{ type: 'command', name: 'hookyard-recorder', timeout: 10_000 }],
    });
    expect(steps.map((step) => step.event)).not.toContain('AfterModel');
  });

  test('runs the Node recorder on Windows, which has no /bin/sh', () => {
    const [step] = shimsOfTarget('claude-code').recorder(windows, user);
    expect(step?.kind === 'settings-entry' && step.group).toMatchObject({
      hooks: [
        {
          command: 'C:\\node\\node.exe',
          args: [
            'C:\\hookyard\\hookyard-record.js',
            '--agent',
            'claude-code',
            '--data-dir',
            ctx.dataDir,
          ],
        },
      ],
    });
  });

  test('says Cline recording on Windows is not planned', () => {
    expect(() => shimsOfTarget('cline').recorder(windows, user)).toThrow(
      expect.objectContaining({
        code: 'invalid-request',
        text: expect.objectContaining({ key: 'failure.recorder-cline-windows' }),
      }),
    );
  });
});

describe("the agents' approver plans", () => {
  test('Codex asks on PreToolUse through the approver command, with its wait in seconds', () => {
    const steps = shimsOfTarget('codex').approver(ctx, user, {
      mode: 'command',
      failMode: 'open',
      bridge,
    });
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ file: '/home/u/.codex/hooks.json', event: 'PreToolUse' });
    const handler = (
      steps[0] as unknown as { group: { hooks: Array<{ command: string; timeout: number }> } }
    ).group.hooks[0];
    expect(handler?.timeout).toBe(300);
    expect(handler?.command).toContain("'--agent' 'codex'");
    expect(handler?.command).toContain("'--fail' 'open' '--timeout' '300'");
  });

  test('Gemini asks on BeforeTool with a named handler and the wait in milliseconds', () => {
    const [step] = shimsOfTarget('gemini-cli').approver(ctx, user, {
      mode: 'command',
      failMode: 'closed',
      bridge,
    });
    expect(step).toMatchObject({ file: '/home/u/.gemini/settings.json', event: 'BeforeTool' });
    expect(step?.kind === 'settings-entry' && step.group).toMatchObject({
      hooks: [{ name: 'hookyard-approver', timeout: 300_000 }],
    });
  });

  test('an http approver is refused for agents that run commands only', () => {
    for (const target of ['codex', 'gemini-cli'])
      expect(() =>
        shimsOfTarget(target).approver(ctx, user, { mode: 'http', failMode: 'open', bridge }),
      ).toThrow(
        expect.objectContaining({
          text: expect.objectContaining({ key: 'failure.approvals-command-only' }),
        }),
      );
  });
});
