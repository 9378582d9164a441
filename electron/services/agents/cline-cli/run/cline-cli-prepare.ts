import os from 'node:os';

import { type RunText } from '../../../../../shared/i18n/run-text';
import { baseEnv } from '../../../runner/base-env';
import { serializePayload } from '../../../runner/context-cap';
import type { HookRunSpec, RunOptions } from '../../../runner/hook-spec';
import type { HookPayload, PreparedRun } from '../../run-dialect';
import { CLINE_EVENTS } from '../../../../../shared/agents/cline-events';
import { codedText } from '../../../../../shared/i18n/coded-text';

/** Tool hooks: awaited for 120 s, then the child gets SIGKILL (spec §4). */
export const CLINE_CLI_TOOL_TIMEOUT_MS = 120_000;
/** Lifecycle hooks have no timeout in the agent; Hookyard bounds them by this by default. */
export const CLINE_CLI_LIFECYCLE_CAP_MS = 60_000;
/** After the child exits, Cline 0.0.86 waits at most 1 s for its pipes to close (spec §12.1). */
export const CLINE_CLI_CLOSE_GRACE_MS = 1_000;

/** Whether the CLI awaits this event's hooks (PreToolUse, PostToolUse). */
export function isClineCliBlocking(event: string): boolean {
  return (
    Object.hasOwn(CLINE_EVENTS, event) &&
    CLINE_EVENTS[event as keyof typeof CLINE_EVENTS].cliBlocking
  );
}

/**
 * The environment the CLI gives a hook file: the host environment (here: its base variables),
 * CLINE_BUILD_ENV=production unless already set, and CLINE_HOOK_AGENT_RESUME=1 on TaskResume.
 */
export function clineCliEnv(event: string, options: RunOptions): Record<string, string> {
  const env = baseEnv(options);
  env['CLINE_BUILD_ENV'] ??= 'production';
  if (event === 'TaskResume') env['CLINE_HOOK_AGENT_RESUME'] = '1';
  return env;
}

/** Builds the process the Cline CLI would start for one hook file. */
export async function prepareClineCliHook(
  spec: HookRunSpec,
  payload: HookPayload,
  options: RunOptions,
): Promise<PreparedRun> {
  const blocking = isClineCliBlocking(spec.event);
  const notes: RunText[] = [];
  let argv = spec.argv ? [...spec.argv] : null;
  if (!argv || argv.length === 0) {
    argv = ['bash', spec.sourcePath];
    notes.push(codedText('run.cline-cli-run-with-bash'));
  }
  const lifecycleCap = options.lifecycleCapMs ?? CLINE_CLI_LIFECYCLE_CAP_MS;
  if (!blocking) {
    notes.push(
      codedText('run.cline-cli-detached', {
        event: spec.event,
        max: options.timeoutMs ?? lifecycleCap,
      }),
    );
  }
  return {
    kind: 'process',
    label: spec.label ?? spec.sourcePath,
    notes,
    background: !blocking,
    envFile: null,
    request: {
      argv,
      cwd: options.cwd ?? spec.workspaceRoot ?? os.homedir(),
      env: clineCliEnv(spec.event, options),
      stdin: options.stdin ?? serializePayload(payload),
      timeoutMs: options.timeoutMs ?? (blocking ? CLINE_CLI_TOOL_TIMEOUT_MS : lifecycleCap),
      killSignal: 'SIGKILL',
      killGraceMs: options.killGraceMs ?? 1000,
      closeGraceMs: CLINE_CLI_CLOSE_GRACE_MS,
      capBytes: options.capBytes,
    },
  };
}
