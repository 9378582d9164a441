import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import readline from 'node:readline';

import { type CodexListedHook, readHooksList } from './codex-listed-hook';

export interface CodexAppServerOptions {
  /** The `codex` binary. */
  codex: string;
  cwd: string;
  /** CODEX_HOME / HOME as the user's Codex sees them. */
  env: NodeJS.ProcessEnv;
  /** Each request's bound; the server is killed when one runs out. */
  timeoutMs?: number;
}

/**
 * A short session with Codex's own app-server (`codex app-server`: newline-delimited JSON-RPC on
 * stdio, spec §2), so trust is decided by Codex: `hooks/list` reports each hook's current hash
 * and trust, `config/batchWrite` records the trust the way Codex's /hooks review does. Hookyard
 * never computes the hash (its preimage is not documented). Plain child_process, not execa: a
 * long-lived, line-oriented duplex pipe is what it does, with nothing execa adds here.
 */
export class CodexAppServer {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  readonly #timeoutMs: number;
  #nextId = 1;
  #stderr = '';
  #ready: Promise<unknown>;

  constructor(options: CodexAppServerOptions) {
    this.#timeoutMs = options.timeoutMs ?? 30_000;
    this.#child = spawn(options.codex, ['app-server'], { cwd: options.cwd, env: options.env });
    this.#child.stderr.on('data', (chunk: Buffer) => {
      this.#stderr = (this.#stderr + chunk.toString()).slice(-4000);
    });
    this.#child.on('error', (error) => this.#failAll(error));
    this.#child.on('exit', () =>
      this.#failAll(new Error(`codex app-server exited: ${this.#stderr.trim()}`)),
    );
    readline
      .createInterface({ input: this.#child.stdout })
      .on('line', (line) => this.#onLine(line));
    this.#ready = this.#request('initialize', {
      clientInfo: { name: 'hookyard', version: '0.1.0' },
    }).then((result) => {
      this.#child.stdin.write(`${JSON.stringify({ method: 'initialized' })}\n`);
      return result;
    });
  }

  /** Every hook Codex loads for `cwds`, with its key, current hash and trust status. */
  async listHooks(cwds: string[]): Promise<{ hooks: CodexListedHook[]; warnings: string[] }> {
    await this.#ready;
    return readHooksList(await this.#request('hooks/list', { cwds }));
  }

  /**
   * Trusts the hooks with `keys` at the hash Codex reports now (a hook changed since is
   * `modified` and needs this again). Returns the keys written; unknown keys are refused.
   */
  async trustHooks(cwds: string[], keys: string[]): Promise<string[]> {
    const { hooks } = await this.listHooks(cwds);
    const state: Record<string, { trusted_hash: string }> = {};
    for (const key of keys) {
      const hook = hooks.find((h) => h.key === key);
      if (!hook) throw new Error(`Codex does not list a hook ${key}`);
      if (!hook.isManaged) state[key] = { trusted_hash: hook.currentHash };
    }
    if (Object.keys(state).length > 0) {
      await this.#request('config/batchWrite', {
        edits: [{ keyPath: 'hooks.state', mergeStrategy: 'upsert', value: state }],
      });
    }
    return Object.keys(state);
  }

  dispose(): void {
    this.#child.stdin.end();
    this.#child.kill('SIGTERM');
  }

  #request(method: string, params: unknown): Promise<unknown> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        this.#child.kill('SIGKILL');
        reject(
          new Error(`codex app-server did not answer ${method} within ${this.#timeoutMs / 1000} s`),
        );
      }, this.#timeoutMs);
      this.#pending.set(id, {
        resolve: (value) => (clearTimeout(timer), resolve(value)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      this.#child.stdin.write(`${JSON.stringify({ id, method, params })}\n`);
    });
  }

  #onLine(line: string): void {
    let message: { id?: unknown; result?: unknown; error?: unknown };
    try {
      message = JSON.parse(line) as typeof message;
    } catch {
      return;
    }
    if (typeof message.id !== 'number' || !this.#pending.has(message.id)) return;
    if (message.result === undefined && message.error === undefined) return;
    const waiter = this.#pending.get(message.id)!;
    this.#pending.delete(message.id);
    if (message.error !== undefined)
      waiter.reject(new Error(`codex app-server: ${JSON.stringify(message.error)}`));
    else waiter.resolve(message.result);
  }

  #failAll(error: Error): void {
    for (const waiter of this.#pending.values()) waiter.reject(error);
    this.#pending.clear();
  }
}
