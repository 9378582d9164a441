import { spawn, type ChildProcess } from 'node:child_process';

import type { CapturedOutput, SpawnError } from '../../../shared/schemas/run';
import { DEFAULT_STREAM_CAP_BYTES, OutputCapture } from './output-capture';
import { type HookTree, killTree, SPAWN_DETACHED, taggedEnv, treeAlive } from './process-tree';
import { newRunTag } from './run-members';
import { describeSpawnFailure } from './spawn-failure';

export type StreamName = 'stdout' | 'stderr';

/**
 * One process to run. Everything the child sees is explicit: nothing is inherited (on Linux one
 * variable is added, the run tag that finds the processes it moves out of its group).
 */
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
  /**
   * Told the started process's tree (pid and run tag) once it runs: whoever hands the run to
   * another process (ProcessPool) can still kill the tree if that process dies mid-run.
   */
  onStart?: (tree: HookTree) => void;
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
  /** Processes of the hook (its group, or ones it moved out of it) outlived it and were killed. */
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

const LEFTOVER_KILL_WAIT_MS = 1_000;

/**
 * Kills what is left of the hook until nothing is (bounded: SIGKILL is not instantaneous, and a
 * process forking in a loop makes new children between a scan and the signal).
 */
async function killUntilGone(tree: HookTree): Promise<void> {
  const deadline = performance.now() + LEFTOVER_KILL_WAIT_MS;
  do {
    killTree(tree, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 5));
  } while (treeAlive(tree) && performance.now() < deadline);
}

/**
 * Runs one process to completion and reports what happened. Never rejects. The child leads its
 * own process group (POSIX) so that on timeout, cancel or exit every process it left in that
 * group is killed too; on Linux so are the processes it moved to a session of their own
 * (`setsid`) and their descendants. After this resolves nothing of the hook is left running
 * (elsewhere than Linux, except what left the group).
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
    const tag = newRunTag();
    const tree = (): HookTree | null => (pid === null ? null : { pid, tag });
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
      const hook = tree();
      const leftoversKilled = hook !== null && treeAlive(hook);
      if (hook !== null && leftoversKilled) killTree(hook, 'SIGKILL');
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
      if (hook !== null && leftoversKilled) void killUntilGone(hook).then(() => resolve(result));
      else resolve(result);
    };

    const stop = (): void => {
      const target = tree();
      if (target === null) return;
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
        env: taggedEnv(request.env, tag),
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
    request.onStart?.({ pid, tag });
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
