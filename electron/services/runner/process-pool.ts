import { fork, type ChildProcess } from 'node:child_process';

import { codedText } from '../../../shared/i18n/coded-text';
import { emptyOutput } from './output-capture';
import type { ProcessHostReply, ProcessHostRequest } from './process-host';
import { killTree, type HookTree } from './process-tree';
import { runProcess, type ProcessRequest, type ProcessResult } from './run-process';

/** How a hook process is run: runProcess itself, or a pool's run that hands it to a host. */
export type ProcessRun = (request: ProcessRequest) => Promise<ProcessResult>;

/** A host with nothing to run for this long exits (a replay job keeps its hosts busy). */
const HOST_IDLE_MS = 30_000;

interface Pending {
  request: ProcessRequest;
  resolve: (result: ProcessResult) => void;
  startedAt: Date;
  /** Known once the host has started the process: killed here if the host dies. */
  tree: HookTree | null;
}

/** One host process and the runs it has in hand. */
class Host {
  readonly #child: ChildProcess;
  readonly pending = new Map<number, Pending>();
  /** Whether the host said it is up: one that died before had started nothing (see #fail). */
  ready = false;
  failure: string | null = null;
  readonly #drained: Array<() => void> = [];
  #idleTimer: NodeJS.Timeout | null = null;

  constructor(
    script: string,
    readonly idleMs: number,
    readonly onFailure: (host: Host) => void,
    readonly onIdle: (host: Host) => void,
  ) {
    this.#child = fork(script, [], {
      // Not the caller's flags (a test runner's loaders, an inspector port): a bare Node.
      execArgv: [],
      // Structured clone: a stdin given as bytes stays bytes.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // In Electron, execPath is the app: without this it would open a window, not run Node.
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
    });
    this.#child.on('message', (reply: ProcessHostReply) => this.#onReply(reply));
    this.#child.on('error', (error) => this.#fail(error.message));
    this.#child.on('exit', (code, signal) =>
      this.#fail(`the process host exited (${signal ?? code ?? 'unknown'})`),
    );
    this.#hold(false);
  }

  start(id: number, request: ProcessRequest): Promise<ProcessResult> {
    return new Promise((resolve) => {
      const onAbort = () => this.#send({ kind: 'cancel', id });
      request.signal?.addEventListener('abort', onAbort, { once: true });
      const done = (result: ProcessResult) => {
        request.signal?.removeEventListener('abort', onAbort);
        resolve(result);
      };
      this.pending.set(id, { request, resolve: done, startedAt: new Date(), tree: null });
      this.#hold(true);
      this.#send({
        kind: 'run',
        id,
        request: {
          argv: request.argv,
          cwd: request.cwd,
          env: request.env,
          stdin: request.stdin,
          timeoutMs: request.timeoutMs,
          killSignal: request.killSignal,
          killGraceMs: request.killGraceMs,
          closeGraceMs: request.closeGraceMs,
          capBytes: request.capBytes,
        },
        live: request.onChunk !== undefined,
      });
    });
  }

  /** Resolves once the host has no run in hand (cancelled runs end within their kill grace). */
  drained(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#drained.push(resolve));
  }

  /** Lets the host go: it exits once what it still runs has ended. */
  release(): void {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    if (this.#child.connected) this.#child.disconnect();
  }

  #onReply(reply: ProcessHostReply): void {
    if (reply.kind === 'ready') {
      this.ready = true;
      return;
    }
    const run = this.pending.get(reply.id);
    if (!run) return;
    if (reply.kind === 'started') run.tree = reply.tree;
    else if (reply.kind === 'chunk') run.request.onChunk?.(reply.stream, reply.text);
    else this.#settle(reply.id, reply.result);
  }

  #send(request: ProcessHostRequest): void {
    if (this.failure !== null) return; // #fail has settled (or will settle) every run
    try {
      this.#child.send(request, (error) => {
        if (error) this.#fail(error.message);
      });
    } catch (error) {
      this.#fail((error as Error).message);
    }
  }

  #settle(id: number, result: ProcessResult): void {
    const run = this.pending.get(id);
    if (!run) return;
    this.pending.delete(id);
    run.resolve(result);
    if (this.pending.size > 0) return;
    this.#hold(false);
    for (const resolve of this.#drained.splice(0)) resolve();
  }

  /**
   * Keeps this process alive while the host runs something (a CLI replay must not exit under its
   * own hooks); idle, the host neither holds it nor lives on for long.
   */
  #hold(busy: boolean): void {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
    if (busy) {
      this.#child.ref();
      this.#child.channel?.ref();
      return;
    }
    this.#child.unref();
    this.#child.channel?.unref();
    if (this.failure === null) {
      this.#idleTimer = setTimeout(() => this.onIdle(this), this.idleMs);
      this.#idleTimer.unref();
    }
  }

  // runProcess never throws, so this is the host itself failing: it could not start here (no
  // Node, a broken bundle), or it was killed. A host that never said it was up took no run (it
  // says so before its first): those runs start in this process instead. Otherwise its runs end
  // as failed to run, and the trees it had started are killed here: a hook's processes never
  // outlive its run, whoever started them.
  #fail(message: string): void {
    if (this.failure !== null) return;
    this.failure = message;
    this.onFailure(this);
    for (const [id, run] of this.pending) {
      if (!this.ready) {
        void runProcess(run.request).then((result) => this.#settle(id, result));
        continue;
      }
      if (run.tree) killTree(run.tree, 'SIGKILL');
      this.#settle(id, hostFailure(run.startedAt, message));
    }
    this.#hold(false);
    this.release();
  }
}

/**
 * Runs hook processes in a few small host processes (process-host.ts) instead of this one.
 * Starting a process costs its starter a fork of its whole memory and blocks it until the child
 * has exec'd; from the app's main process that was most of a replay's time, one hook after
 * another whatever the parallelism. Each run goes to the host with the fewest runs in hand;
 * hosts start on first use and exit when idle. Without a host script, or once a host died before
 * it was up (it cannot start here), runs stay in this process.
 */
export class ProcessPool {
  readonly #script: string | null;
  readonly #size: number;
  readonly #idleMs: number;
  readonly #hosts: Host[] = [];
  #cannotStart = false;
  #nextId = 0;

  constructor(script: string | null, size: number, idleMs = HOST_IDLE_MS) {
    this.#script = script;
    this.#size = Math.max(1, size);
    this.#idleMs = idleMs;
  }

  readonly run: ProcessRun = (request) => {
    const host = request.signal?.aborted ? null : this.#host();
    return host ? host.start(++this.#nextId, request) : runProcess(request);
  };

  /** How many hosts are up (tests). */
  get hostCount(): number {
    return this.#hosts.length;
  }

  /**
   * Lets the hosts go once their runs have ended: the caller cancels them first. Let go earlier,
   * a host would cancel the runs itself, as it does when this process dies.
   */
  async dispose(): Promise<void> {
    await Promise.all(
      this.#hosts.splice(0).map(async (host) => {
        await host.drained();
        host.release();
      }),
    );
  }

  #host(): Host | null {
    if (this.#script === null || this.#cannotStart) return null;
    const idlest = [...this.#hosts].sort((a, b) => a.pending.size - b.pending.size)[0];
    if (idlest && (idlest.pending.size === 0 || this.#hosts.length >= this.#size)) return idlest;
    const host = new Host(
      this.#script,
      this.#idleMs,
      (failed) => {
        if (!failed.ready) this.#cannotStart = true;
        this.#forget(failed);
      },
      (idle) => {
        this.#forget(idle);
        idle.release();
      },
    );
    this.#hosts.push(host);
    return host;
  }

  #forget(host: Host): void {
    const index = this.#hosts.indexOf(host);
    if (index >= 0) this.#hosts.splice(index, 1);
  }
}

function hostFailure(startedAt: Date, message: string): ProcessResult {
  return {
    pid: null,
    startedAt: startedAt.toISOString(),
    endedAt: new Date().toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    exitCode: null,
    signal: null,
    timedOut: false,
    cancelled: false,
    stdout: emptyOutput(),
    stderr: emptyOutput(),
    spawnError: {
      code: 'process-host-failed',
      message: codedText('run.start-setup-failed', { message }),
      fix: null,
    },
    leftoversKilled: false,
  };
}
