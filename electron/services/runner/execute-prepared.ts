import fs from 'node:fs/promises';
import path from 'node:path';

import { runTextEn } from '../../../shared/i18n/run-text';
import type { HookRunOutcome } from '../../../shared/schemas/run';
import type { HookRunSpec, RunOptions } from './hook-spec';
import { emptyOutput, textOutput } from './output-capture';
import type { PreparedRun, RunFacts } from '../agents/run-dialect';
import { postHook } from './run-http';
import { runProcess } from './run-process';
import { SELF_RUN_HEADER } from './self-run-marks';

const ENV_FILE_READ_CAP = 64 * 1024;

/** The facts of a run that has not happened (yet): every field at its empty value. */
export function emptyRunFacts(spec: HookRunSpec, label: string): RunFacts {
  const now = new Date().toISOString();
  return {
    hookId: spec.id,
    label,
    agent: spec.agent,
    event: spec.event,
    status: 'completed',
    argv: null,
    url: null,
    cwd: null,
    pid: null,
    startedAt: now,
    endedAt: now,
    durationMs: 0,
    timeoutMs: null,
    exitCode: null,
    signal: null,
    timedOut: false,
    httpStatus: null,
    stdout: emptyOutput(),
    stderr: emptyOutput(),
    spawnError: null,
    notes: [],
    background: false,
    envFile: null,
    leftoversKilled: false,
  };
}

function skeleton(spec: HookRunSpec, prepared: PreparedRun): RunFacts {
  return {
    ...emptyRunFacts(spec, prepared.label),
    notes: [...prepared.notes],
    background: prepared.background,
  };
}

/** Reads back CLAUDE_ENV_FILE (capped) and removes it with its private folder. */
async function collectEnvFile(file: string): Promise<HookRunOutcome['envFile']> {
  try {
    const content = (await fs.readFile(file)).subarray(0, ENV_FILE_READ_CAP).toString('utf8');
    return { path: file, content };
  } catch {
    return { path: file, content: '' };
  } finally {
    await fs.rm(path.dirname(file), { recursive: true, force: true });
  }
}

/** Tells `onProgress` that the hook starts; the function returned tells it that it finished. */
function progressOf(
  spec: HookRunSpec,
  timeoutMs: number | null,
  options: RunOptions,
): (elapsedMs: number) => void {
  const report = options.onProgress;
  if (!report) return () => undefined;
  report({ hookId: spec.id, phase: 'started', timeoutMs, elapsedMs: 0 });
  return (elapsedMs) => report({ hookId: spec.id, phase: 'finished', timeoutMs, elapsedMs });
}

/** Runs what a dialect prepared and reports the facts. Never throws for hook behaviour. */
export async function executePrepared(
  spec: HookRunSpec,
  prepared: PreparedRun,
  options: RunOptions,
): Promise<RunFacts> {
  const facts = skeleton(spec, prepared);
  if (prepared.kind === 'not-runnable') return { ...facts, status: prepared.status };
  if (prepared.kind === 'http') {
    const { request } = prepared;
    const base = { ...facts, url: request.url, timeoutMs: request.timeoutMs };
    if (prepared.refusal) {
      return { ...base, status: 'request-failed', stderr: textOutput(prepared.refusal) };
    }
    const progress = progressOf(spec, request.timeoutMs, options);
    const result = await postHook({
      ...request,
      headers: { ...request.headers, [SELF_RUN_HEADER]: '1' },
      signal: options.signal,
    });
    progress(result.durationMs);
    const status = result.timedOut
      ? 'timed-out'
      : result.cancelled
        ? 'cancelled'
        : result.error
          ? 'request-failed'
          : 'completed';
    return {
      ...base,
      status,
      startedAt: result.startedAt,
      endedAt: result.endedAt,
      durationMs: result.durationMs,
      timedOut: result.timedOut,
      httpStatus: result.status,
      stdout: result.body,
      stderr: result.error ? textOutput(runTextEn(result.error.message)) : emptyOutput(),
      spawnError: result.status === null ? result.error : null,
    };
  }
  const { request } = prepared;
  const onOutput = options.onOutput;
  const progress = progressOf(spec, request.timeoutMs, options);
  const result = await (options.runProcess ?? runProcess)({
    ...request,
    signal: options.signal,
    onChunk: onOutput ? (stream, text) => onOutput({ hookId: spec.id, stream, text }) : undefined,
  });
  progress(result.durationMs);
  const status = result.spawnError
    ? 'spawn-failed'
    : result.timedOut
      ? 'timed-out'
      : result.cancelled
        ? 'cancelled'
        : 'completed';
  return {
    ...facts,
    status,
    argv: [...request.argv],
    cwd: request.cwd,
    pid: result.pid,
    startedAt: result.startedAt,
    endedAt: result.endedAt,
    durationMs: result.durationMs,
    timeoutMs: request.timeoutMs,
    exitCode: result.exitCode,
    signal: result.signal,
    timedOut: result.timedOut,
    stdout: result.stdout,
    stderr: result.stderr,
    spawnError: result.spawnError,
    envFile: prepared.envFile ? await collectEnvFile(prepared.envFile) : null,
    leftoversKilled: result.leftoversKilled,
  };
}
