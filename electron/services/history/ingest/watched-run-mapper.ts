import type { HistoryAgent, HistoryEntryInput } from '../../../../shared/schemas/history';
import { num, str } from './line-mapper';
import { evidenceOf, surfaceOf } from './run-evidence';

/**
 * One run of a watched hook, as the watch shim wrote it down (resources/shims/hookyard-watch.js:
 * `{kind: "hook-run", ts, agent, adoption, hook, event, cwd, pid, env, payload, stdinBytes,
 * durationMs, exitCode, signal, spawnError, stdoutBytes, stderrBytes}`), as a `hook-run` entry:
 * History shows it, the per-hook statistics count it, and `meta.surface` says where it ran.
 * Its workspace, session, event and tool are read as for a recorded event (spool-mapper.ts); the
 * agent's evidence reads its surface and outcome.
 */
export function watchedRunEntry(
  record: Record<string, unknown>,
  facts: {
    ts: string;
    agent: HistoryAgent;
    env: Record<string, unknown>;
    payload: Record<string, unknown>;
    workspace: string | null;
    sessionId: string | null;
    event: string;
    tool: string | null;
  },
): HistoryEntryInput {
  const { ts, agent, env, payload, workspace, sessionId, event, tool } = facts;
  const exitCode = num(record.exitCode);
  const signal = str(record.signal);
  const evidence = evidenceOf(agent);
  return {
    ts,
    kind: 'hook-run',
    source: 'recorder',
    agent,
    workspace,
    sessionId,
    event,
    tool,
    hook: str(record.hook),
    outcome: evidence?.outcomeOf(exitCode, signal) ?? (exitCode === 0 ? 'success' : 'error'),
    durationMs: Math.max(0, num(record.durationMs) ?? 0),
    payload,
    output: null,
    meta: {
      watched: true,
      adoption: str(record.adoption),
      surface: surfaceOf(agent, env, payload),
      exitCode,
      signal,
      spawnError: str(record.spawnError),
      stdinBytes: num(record.stdinBytes),
      stdoutBytes: num(record.stdoutBytes),
      stderrBytes: num(record.stderrBytes),
      cwd: str(record.cwd),
      agentPid: num(record.pid),
      env,
    },
  };
}
