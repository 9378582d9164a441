import os from 'node:os';

import { baseEnv } from '../../../runner/base-env';
import { serializePayload } from '../../../runner/context-cap';
import type { HookRunSpec, RunOptions } from '../../../runner/hook-spec';
import type { HookPayload, PreparedRun } from '../../run-dialect';
import { CODEX_DEFAULT_TIMEOUT_SEC } from '../codex-events';

/** The hook's command as written: the handler's `command`, else the inventory's `sh -c` argv. */
export function codexCommand(spec: HookRunSpec): string | null {
  return spec.handler?.command ?? spec.argv?.at(-1) ?? null;
}

/** The hook's own timeout (its row's, in seconds as written), else Codex's 600 s. */
export function codexTimeoutMs(spec: HookRunSpec): number {
  return spec.timeoutMs ?? CODEX_DEFAULT_TIMEOUT_SEC * 1000;
}

/**
 * The process Codex starts for a command hook (spec §4, §7): the command through `sh -c` in the
 * session cwd, the payload on stdin, Codex's environment (no session variables: hooks read
 * them from stdin), `timeout` in seconds (600 when unset), then killed.
 */
export async function prepareCodexHook(
  spec: HookRunSpec,
  payload: HookPayload,
  options: RunOptions,
): Promise<PreparedRun> {
  const label = spec.label ?? spec.sourcePath;
  const command = codexCommand(spec);
  if (command === null)
    return { kind: 'not-runnable', status: 'needs-model', label, notes: [], background: false };
  const cwd = typeof payload['cwd'] === 'string' ? payload['cwd'] : null;
  return {
    kind: 'process',
    label,
    notes: [],
    background: false,
    envFile: null,
    request: {
      argv: ['sh', '-c', command],
      cwd: options.cwd ?? cwd ?? spec.workspaceRoot ?? os.homedir(),
      env: baseEnv(options),
      stdin: options.stdin ?? serializePayload(payload),
      timeoutMs: options.timeoutMs ?? codexTimeoutMs(spec),
      killSignal: 'SIGKILL',
      killGraceMs: options.killGraceMs ?? 1000,
      closeGraceMs: 1000,
      capBytes: options.capBytes,
    },
  };
}
