import type { HookTree } from './process-tree';
import {
  runProcess,
  type ProcessRequest,
  type ProcessResult,
  type StreamName,
} from './run-process';

/** What a process host is asked: start a run (its cloneable fields), or cancel one. */
export type ProcessHostRequest =
  | {
      kind: 'run';
      id: number;
      request: Omit<ProcessRequest, 'signal' | 'onChunk' | 'onStart'>;
      /** Whether the caller wants live output (chunks are sent as they come). */
      live: boolean;
    }
  | { kind: 'cancel'; id: number };

/**
 * What a process host answers: that it is up (before it takes any run), a run's tree once
 * started, its live output, its result.
 */
export type ProcessHostReply =
  | { kind: 'ready' }
  | { kind: 'started'; id: number; tree: HookTree }
  | { kind: 'chunk'; id: number; stream: StreamName; text: string }
  | { kind: 'done'; id: number; result: ProcessResult };

/**
 * A small child process that runs hook processes with runProcess, unchanged: the same process
 * group, run tag, timeout, kill, capture and leftover check. It exists because starting a
 * process blocks the starting thread until the child has exec'd, and the kernel's fork copies the
 * page tables of the whole starting process: from the app's main process (hundreds of MB) that
 * took 20-40 ms a hook on a loaded machine, serialised for every replay running at once (a
 * worker thread shares the same memory, so it did not help). This process holds a few tens of
 * MB, and several of them start hooks side by side.
 */
function serve(send: (reply: ProcessHostReply) => void): void {
  const running = new Map<number, AbortController>();
  process.on('message', (message: ProcessHostRequest) => {
    if (message.kind === 'cancel') {
      running.get(message.id)?.abort();
      return;
    }
    const { id, request, live } = message;
    const controller = new AbortController();
    running.set(id, controller);
    void runProcess({
      ...request,
      signal: controller.signal,
      onStart: (tree) => send({ kind: 'started', id, tree }),
      onChunk: live ? (stream, text) => send({ kind: 'chunk', id, stream, text }) : undefined,
    }).then((result) => {
      running.delete(id);
      send({ kind: 'done', id, result });
    });
  });
  // The app went away (quit, crash) or let this host go: whatever still runs is cancelled (its
  // tree killed), and the host exits once nothing holds its event loop.
  process.on('disconnect', () => {
    for (const controller of running.values()) controller.abort();
  });
  send({ kind: 'ready' });
}

if (process.send) {
  serve((reply) => {
    if (process.connected) process.send?.(reply);
  });
}
