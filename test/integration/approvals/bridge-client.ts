import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

// Test-side callers of the approvals bridge: a raw HTTP POST and the real approver shim.

export const SHIM = path.resolve('resources/shims/hookyard-approver.js');

export interface Reply {
  status: number;
  body: string;
}

/** One POST over TCP (`{port}`) or the Unix socket (`{socketPath}`). */
export function post(
  target: { port: number } | { socketPath: string },
  urlPath: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        ...('port' in target ? { host: '127.0.0.1', port: target.port } : target),
        method: 'POST',
        path: urlPath,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface ShimRun {
  stdout: string;
  exitCode: number | null;
}

/** Runs the approver shim as an agent would: payload on stdin, answer on stdout. */
export function runShim(args: string[], payload: unknown): Promise<ShimRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SHIM, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ stdout, exitCode }));
    child.stdin.end(JSON.stringify(payload));
  });
}

/** Resolves once `check` returns a value (polled on each event-loop turn, bounded by the test timeout). */
/** Polls until `check` gives a value; rejects once `signal` aborts (then with its reason). */
export async function until<T>(
  check: () => T | null | undefined,
  signal?: AbortSignal,
): Promise<T> {
  for (;;) {
    signal?.throwIfAborted();
    const value = check();
    if (value !== null && value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function clineToolCall(workspace: string, command: string, sessionId = 'sess-1'): unknown {
  return {
    hookName: 'tool_call',
    workspaceRoots: [workspace],
    sessionContext: { rootSessionId: sessionId },
    tool_call: { id: 'call_1', name: 'run_commands', input: { commands: [command] } },
  };
}

export function claudePermissionRequest(cwd: string, command: string): unknown {
  return {
    session_id: 'claude-sess',
    cwd,
    hook_event_name: 'PermissionRequest',
    tool_name: 'Bash',
    tool_input: { command },
  };
}

/**
 * Runs the approver shim with the payload written but stdin left open, as an agent may; resolves
 * with its answer and how long it took from the spawn.
 */
export function runShimStdinOpen(
  args: string[],
  payload: string,
): Promise<ShimRun & { elapsedMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [SHIM, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      child.stdin.destroy();
      resolve({ stdout, exitCode, elapsedMs: performance.now() - started });
    });
    child.stdin.write(payload);
  });
}
