import { describe, expect, test } from 'vitest';

import { planRecorderInstall } from '../../../electron/services/agents/recorder-install-plan';
import { CLAUDE_EVENT_NAMES } from '../../../shared/agents/claude-code-events';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';

const base = {
  paths: resolveHostPaths({ HOME: '/home/u' }, 'linux'),
  dataDir: '/home/u/.config/Hookyard',
  recorderPath: '/opt/hookyard/hookyard-record.js',
  nodePath: '/usr/bin/node',
};

describe('planRecorderInstall', () => {
  test('adds one exec-form command handler per Claude Code event in the user settings, running the shell recorder', () => {
    const plan = planRecorderInstall({ ...base, agent: 'claude-code', scope: { kind: 'user' } });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.steps.map((step) => step.event)).toEqual(CLAUDE_EVENT_NAMES);
    expect(plan.steps[0]).toEqual({
      kind: 'settings-hook',
      file: '/home/u/.claude/settings.json',
      event: 'SessionStart',
      handler: {
        type: 'command',
        command: '/bin/sh',
        args: [
          '/opt/hookyard/hookyard-record.sh',
          '--agent',
          'claude-code',
          '--data-dir',
          '/home/u/.config/Hookyard',
        ],
        timeout: 10,
      },
    });
  });

  test('uses the uncommitted local settings file for a workspace', () => {
    const plan = planRecorderInstall({
      ...base,
      agent: 'claude-code',
      scope: { kind: 'workspace', root: '/src/app' },
    });
    expect(plan.ok && plan.steps[0]?.file).toBe('/src/app/.claude/settings.local.json');
  });

  test('writes one executable wrapper per Cline event in a folder both Cline runtimes read', () => {
    const plan = planRecorderInstall({
      ...base,
      agent: 'cline',
      scope: { kind: 'workspace', root: "/src/it's" },
    });
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const files = plan.steps.map((step) => step.file);
    expect(files).toContain("/src/it's/.clinerules/hooks/PreToolUse");
    expect(files).toContain("/src/it's/.clinerules/hooks/SessionShutdown");
    expect(files).not.toContain("/src/it's/.clinerules/hooks/PreCompact");
    const pre = plan.steps.find((step) => step.event === 'PreToolUse');
    expect(pre).toMatchObject({ kind: 'hook-file', mode: 0o755 });
    expect(pre?.kind === 'hook-file' && pre.content).toContain(
      "'--agent' 'cline' '--event' 'PreToolUse'",
    );
  });

  test('runs the Node recorder on Windows, which has no /bin/sh', () => {
    const paths = resolveHostPaths({ USERPROFILE: 'C:\\Users\\u' }, 'win32');
    const plan = planRecorderInstall({
      ...base,
      paths,
      recorderPath: 'C:\\hookyard\\hookyard-record.js',
      nodePath: 'C:\\node\\node.exe',
      agent: 'claude-code',
      scope: { kind: 'user' },
    });
    expect(
      plan.ok && plan.steps[0]?.kind === 'settings-hook' && plan.steps[0].handler,
    ).toMatchObject({
      command: 'C:\\node\\node.exe',
      args: [
        'C:\\hookyard\\hookyard-record.js',
        '--agent',
        'claude-code',
        '--data-dir',
        base.dataDir,
      ],
    });
  });

  test('says Cline recording on Windows is not planned', () => {
    const paths = resolveHostPaths({ USERPROFILE: 'C:\\Users\\u' }, 'win32');
    const plan = planRecorderInstall({ ...base, paths, agent: 'cline', scope: { kind: 'user' } });
    expect(plan.ok === false && plan.failure.toAppError()).toMatchObject({
      code: 'invalid-request',
      text: expect.objectContaining({ key: 'failure.recorder-cline-windows' }),
    });
  });
});
