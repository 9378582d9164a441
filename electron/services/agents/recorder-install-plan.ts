import path from 'node:path';

import { CLAUDE_EVENT_NAMES } from '../../../shared/agents/claude-code-events';
import { CLINE_EVENT_NAMES, CLINE_EVENTS } from '../../../shared/agents/cline-events';
import { AppFailure } from '../../../shared/result';
import type { HostPaths } from '../platform/host-paths';
import { shellQuote } from '../platform/shell-quote';

/** Which agent and scope to plan for, and where things are. */
export interface RecorderInstallInput {
  /** `cline` covers both Cline runtimes: they read the same hook folders. */
  agent: 'claude-code' | 'cline';
  scope: { kind: 'user' } | { kind: 'workspace'; root: string };
  paths: HostPaths;
  dataDir: string;
  /** Where hookyard-record.js is installed. */
  recorderPath: string;
  /** A Node executable the agents can start. */
  nodePath: string;
}

/** One change the installer would make; applying it is the settings editor's job. */
export type RecorderInstallStep =
  | {
      kind: 'settings-hook';
      file: string;
      event: string;
      handler: { type: 'command'; command: string; args: string[]; timeout: number };
    }
  | { kind: 'hook-file'; file: string; event: string; content: string; mode: number };

/** The planned steps, or why recording cannot be installed there. */
export type RecorderInstallPlan =
  { ok: true; steps: RecorderInstallStep[] } | { ok: false; failure: AppFailure };

/**
 * The command that runs the recorder with `args`. Linux and macOS: the shell recorder beside
 * `recorderPath` (hookyard-record.sh) under /bin/sh, a shell start per event instead of a Node
 * start (see the recorder bench). Windows has no /bin/sh: the Node recorder, as before.
 */
function recorderCommand(
  input: RecorderInstallInput,
  args: string[],
): { command: string; args: string[] } {
  if (input.paths.platform === 'win32') {
    return { command: input.nodePath, args: [input.recorderPath, ...args] };
  }
  const shell = path.join(path.dirname(input.recorderPath), SHELL_RECORDER_SCRIPT);
  return { command: '/bin/sh', args: [shell, ...args] };
}

/**
 * What installing the recorder would add, without touching anything. Claude Code: one command
 * handler per event (exec form, no shell) in `settings.json` (user) or `.claude/settings.local.json`
 * (workspace, not committed). Cline: one executable wrapper per event, named exactly as the event,
 * in `<Documents>/Cline/Hooks` (user) or `<root>/.clinerules/hooks` (workspace), the folders both
 * the CLI and the VS Code extension read; the recorder tells the runtimes apart by the payload.
 * An existing file at a planned path is a conflict the installer must report, not overwrite.
 */
export function planRecorderInstall(input: RecorderInstallInput): RecorderInstallPlan {
  const posix = input.paths.platform !== 'win32';
  const recorderArgs = (agent: string, event?: string) => [
    '--agent',
    agent,
    ...(event ? ['--event', event] : []),
    '--data-dir',
    input.dataDir,
  ];
  if (input.agent === 'claude-code') {
    const file =
      input.scope.kind === 'user'
        ? path.join(input.paths.claudeDir, 'settings.json')
        : path.join(input.scope.root, '.claude', 'settings.local.json');
    const handler = recorderCommand(input, recorderArgs('claude-code'));
    return {
      ok: true,
      steps: CLAUDE_EVENT_NAMES.map((event) => ({
        kind: 'settings-hook',
        file,
        event,
        handler: { type: 'command', ...handler, timeout: 10 },
      })),
    };
  }
  if (!posix)
    return {
      ok: false,
      failure: new AppFailure('invalid-request', 'failure.recorder-cline-windows'),
    };
  const dir =
    input.scope.kind === 'user'
      ? path.join(input.paths.documentsDir, 'Cline', 'Hooks')
      : path.join(input.scope.root, '.clinerules', 'hooks');
  const events = CLINE_EVENT_NAMES.filter(
    (name) => CLINE_EVENTS[name].sdkHookName !== null || CLINE_EVENTS[name].vscodeWired,
  );
  return {
    ok: true,
    steps: events.map((event) => ({
      kind: 'hook-file',
      file: path.join(dir, event),
      event,
      mode: 0o755,
      content: `#!/bin/sh\n${RECORDER_FILE_MARKER} records this ${event} event; prints "no opinion".\nexec ${commandLine(recorderCommand(input, recorderArgs('cline', event)))}\n`,
    })),
  };
}

/**
 * The events recorded unless the user picks others: a session's start and end, every prompt
 * and every tool call with its outcome and permission questions. The rest (compaction, model
 * switches, subagents, notifications) can be chosen in the install preview.
 */
export const RECORDER_DEFAULT_EVENTS: Record<RecorderInstallInput['agent'], readonly string[]> = {
  'claude-code': [
    'SessionStart',
    'UserPromptSubmit',
    'PreToolUse',
    'PermissionRequest',
    'PostToolUse',
    'PostToolUseFailure',
    'Stop',
    'SessionEnd',
  ],
  cline: [
    'TaskStart',
    'TaskResume',
    'UserPromptSubmit',
    'PreToolUse',
    'PostToolUse',
    'TaskComplete',
    'TaskError',
    'TaskCancel',
  ],
};

/** The second line of every recorder hook file: how Hookyard knows its own files again. */
const RECORDER_FILE_MARKER = '# Hookyard recorder:';
/** The recorder scripts' file names (Node, shell), one of which every recorder entry names. */
export const RECORDER_SCRIPT = 'hookyard-record.js';
export const SHELL_RECORDER_SCRIPT = 'hookyard-record.sh';

function commandLine(run: { command: string; args: string[] }): string {
  return [run.command, ...run.args].map(shellQuote).join(' ');
}

/**
 * Whether a Claude Code handler (as parsed from settings) runs Hookyard's recorder, and when
 * `dataDir` is given, the recorder of that data folder (another Hookyard install's are not ours).
 */
export function isRecorderHandler(handler: unknown, dataDir?: string): boolean {
  if (typeof handler !== 'object' || handler === null) return false;
  const args = (handler as { args?: unknown }).args;
  if (!Array.isArray(args) || !args.some((arg) => isRecorderScript(arg))) return false;
  if (dataDir === undefined) return true;
  const at = args.indexOf('--data-dir');
  return at >= 0 && args[at + 1] === dataDir;
}

/** Whether a Cline hook file is a recorder wrapper (of `dataDir`'s recorder, when given). */
export function isRecorderHookFile(content: string, dataDir?: string): boolean {
  const [shebang, marker] = content.split('\n', 2);
  if (shebang !== '#!/bin/sh' || !marker?.startsWith(RECORDER_FILE_MARKER)) return false;
  return dataDir === undefined || content.includes(` '--data-dir' ${shellQuote(dataDir)}`);
}

function isRecorderScript(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    [RECORDER_SCRIPT, SHELL_RECORDER_SCRIPT].some(
      (name) => value === name || value.endsWith(`/${name}`) || value.endsWith(`\\${name}`),
    )
  );
}
