import os from 'node:os';

import { baseEnv } from '../../../runner/base-env';
import { serializePayload } from '../../../runner/context-cap';
import type { HookRunSpec, RunOptions } from '../../../runner/hook-spec';
import type { HookPayload, PreparedRun } from '../../run-dialect';
import { GEMINI_DEFAULT_TIMEOUT_MS } from '../gemini-events';

/** Gemini sends SIGKILL this long after SIGTERM to a hook still alive (spec §7). */
const GEMINI_KILL_GRACE_MS = 5_000;

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The process Gemini starts for a command hook (spec §5.1, §7): `bash -c <command>` in the
 * session cwd, the payload on stdin, the CLI's environment plus GEMINI_PROJECT_DIR, GEMINI_CWD,
 * CLAUDE_PROJECT_DIR, GEMINI_SESSION_ID and the hook's own `env` last; `timeout` in
 * milliseconds (60,000 when unset), then SIGTERM and, 5 s later, SIGKILL.
 */
export async function prepareGeminiHook(
  spec: HookRunSpec,
  payload: HookPayload,
  options: RunOptions,
): Promise<PreparedRun> {
  const label = spec.label ?? spec.sourcePath;
  const command = spec.handler?.command ?? spec.argv?.at(-1) ?? null;
  if (command === null)
    return { kind: 'not-runnable', status: 'needs-model', label, notes: [], background: false };
  const cwd = options.cwd ?? str(payload['cwd']) ?? spec.workspaceRoot ?? os.homedir();
  const env: Record<string, string> = {
    ...baseEnv(options),
    GEMINI_PROJECT_DIR: cwd,
    GEMINI_CWD: cwd,
    CLAUDE_PROJECT_DIR: cwd,
    ...(str(payload['session_id']) ? { GEMINI_SESSION_ID: str(payload['session_id'])! } : {}),
    ...spec.env,
  };
  return {
    kind: 'process',
    label,
    notes: [],
    background: false,
    envFile: null,
    request: {
      argv: ['bash', '-c', command],
      cwd,
      env,
      stdin: options.stdin ?? serializePayload(payload),
      timeoutMs: options.timeoutMs ?? spec.timeoutMs ?? GEMINI_DEFAULT_TIMEOUT_MS,
      killSignal: 'SIGTERM',
      killGraceMs: options.killGraceMs ?? GEMINI_KILL_GRACE_MS,
      closeGraceMs: 1000,
      capBytes: options.capBytes,
    },
  };
}
