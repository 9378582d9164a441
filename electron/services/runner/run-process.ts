import { spawn, type ChildProcess } from 'node:child_process';

import type { CapturedOutput, SpawnError } from '../../../shared/schemas/run';
import { DEFAULT_STREAM_CAP_BYTES, OutputCapture } from './output-capture';
import { groupAlive, killTree, SPAWN_DETACHED } from './process-tree';
import { describeSpawnFailure } from './spawn-failure';

export type StreamName = 'stdout' | 'stderr';

/** One process to run. Everything the child sees is explicit: nothing is inherited. */
export interface ProcessRequest {
  argv: readonly string[];
  cwd: string;
  env: Readonly<Record<string, string>>;
  stdin: string | Uint8Array;
  /** null: no limit (the caller's AbortSignal is then the only stop). */
  timeoutMs: number | null;
  /** Sent to the whole group on timeout or cancel; SIGKILL follows after `killGraceMs`. */
  killSignal: NodeJS.Signals;
  killGraceMs: number;
  /** After the child exits, how long to wait for its pipes to close (a grandchild may hold them). */
  closeGraceMs: number;
  /** Per-stream memory cap (head + tail). */
  capBytes?: number;
  signal?: AbortSignal;
  /** Live output, decoded as UTF-8; stops (with one marker chunk) once the head cap is full. */
  onChunk?: (stream: StreamName, text: string) => void;
}

/** What happened to the process; never an exception. */
export interface ProcessResult {
  pid: number | null;
  startedAt: string;
  endedAt: string;
  durationMs: number;
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  cancelled: boolean;
  stdout: CapturedOutput;
  stderr: CapturedOutput;
  spawnError: SpawnError | null;
  /** Processes of the hook's group were still alive when it ended and were killed. */
  leftoversKilled: boolean;
}

class StreamSink {
  readonly capture: OutputCapture;
  readonly #decoder = new TextDecoder('utf-8');
  #streaming = true;

  constructor(
    readonly name: StreamName,
    capBytes: number,
    readonly onChunk: ProcessRequest['onChunk'],
  ) {
    this.capture = new OutputCapture(capBytes);
  }

  push(chunk: Buffer): void {
    this.capture.push(chunk);
    if (!this.onChunk || !this.#streaming) return;
    if (this.capture.headFull) {
      this.#streaming = false;
      this.onChunk(
        this.name,
        `${this.#decoder.decode()}\n[live output stopped at the capture cap]\n`,
      );
      return;
    }
    this.onChunk(this.name, this.#decoder.decode(chunk, { stream: true }));
  }
}

const GROUP_EXIT_WAIT_MS = 500;

/** Resolves once every process of the group has exited (bounded: SIGKILL is not instantaneous). */
async function waitGroupGone(pid: number): Promise<void> {
  const deadline = performance.now() + GROUP_EXIT_WAIT_MS;
  while (groupAlive(pid) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Runs one process to completion and reports what happened. Never rejects. The child leads its
 * own process group (POSIX) so that on timeout, cancel or exit every process it left in that
 * group is killed too: after this resolves nothing of the hook is left running, except processes
 * that moved themselves to another session (`setsid`).
 */
export function runProcess(request: ProcessRequest): Promise<ProcessResult> {
  const startedAt = new Date();
  const t0 = performance.now();
  const capBytes = request.capBytes ?? DEFAULT_STREAM_CAP_BYTES;
  const out = new StreamSink('stdout', capBytes, request.onChunk);
  const err = new StreamSink('stderr', capBytes, request.onChunk);

  return new Promise<ProcessResult>((resolve) => {
    let child: ChildProcess | null = null;
    let pid: number | null = null;
    let exitCode: number | null = null;
    let exitSignal: string | null = null;
    let timedOut = false;
    let cancelled = false;
    let spawnError: SpawnError | null = null;
    let done = false;
    const timers: NodeJS.Timeout[] = [];

    const finish = (): void => {
      if (done) return;
      done = true;
      for (const timer of timers) clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
      const leftoversKilled = pid !== null && groupAlive(pid);
      if (pid !== null && leftoversKilled) killTree(pid, 'SIGKILL');
      if (child) for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.destroy();
      const result: ProcessResult = {
        pid,
        startedAt: startedAt.toISOString(),
        endedAt: new Date().toISOString(),
        durationMs: performance.now() - t0,
        exitCode,
        signal: exitSignal,
        timedOut,
        cancelled,
        stdout: out.capture.result(),
        stderr: err.capture.result(),
        spawnError,
        leftoversKilled,
      };
      if (pid !== null && leftoversKilled) void waitGroupGone(pid).then(() => resolve(result));
      else resolve(result);
    };

    const stop = (): void => {
      if (pid === null) return;
      const target = pid;
      killTree(target, request.killSignal);
      if (request.killSignal !== 'SIGKILL') {
        timers.push(setTimeout(() => killTree(target, 'SIGKILL'), request.killGraceMs));
      }
    };
    function onAbort(): void {
      if (done) return;
      cancelled = true;
      stop();
    }

    if (request.signal?.aborted) {
      cancelled = true;
      finish();
      return;
    }
    const [program, ...args] = request.argv;
    try {
      if (program === undefined)
        throw Object.assign(new Error('empty argv'), { code: 'invalid-argv' });
      child = spawn(program, args, {
        cwd: request.cwd,
        env: request.env,
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: SPAWN_DETACHED,
        windowsHide: true,
      });
    } catch (error) {
      spawnError = describeSpawnFailure(error as NodeJS.ErrnoException, request.argv, request.cwd);
      finish();
      return;
    }
    pid = child.pid ?? null;
    // A hook that never reads stdin (or exits first) makes the write fail with EPIPE: not an error.
    child.stdin?.on('error', () => undefined);
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (pid !== null) return; // a failed kill() of a process that already exited
      spawnError = describeSpawnFailure(error, request.argv, request.cwd);
      finish();
    });
    if (pid === null) return; // spawn failed: 'error' follows on the next tick
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    child.stdin?.end(request.stdin);
    let timeout: NodeJS.Timeout | null = null;
    child.on('exit', (code, signal) => {
      exitCode = code;
      exitSignal = signal;
      if (timeout) clearTimeout(timeout);
      timers.push(setTimeout(finish, request.closeGraceMs));
    });
    child.on('close', finish);
    request.signal?.addEventListener('abort', onAbort, { once: true });
    if (request.timeoutMs !== null) {
      timeout = setTimeout(() => {
        timedOut = true;
        stop();
      }, request.timeoutMs);
      timers.push(timeout);
    }
  });
}
