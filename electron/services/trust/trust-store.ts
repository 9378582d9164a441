import fs from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { writeFileAtomic } from '../editing/atomic-write';

const TrustedSchema = z.object({ hash: z.string(), trustedAt: z.string() });
export type Trusted = z.infer<typeof TrustedSchema>;

const StoreSchema = z.object({
  version: z.literal(1),
  /** workspace id → hook id → what the user reviewed. */
  workspaces: z.record(z.string(), z.record(z.string(), TrustedSchema)),
});
type Store = z.infer<typeof StoreSchema>;

/**
 * The content hashes of project hooks the user reviewed, per workspace and hook
 * (`<dataDir>/trust.json`), and the reviewed contents themselves (`<dataDir>/trust/<hash>`) so a
 * changed hook can be shown as a diff. An unreadable store is kept aside and read as empty:
 * the worst case is asking again, never trusting more.
 */
export class TrustStore {
  readonly #file: string;
  readonly #contents: string;
  #store: Store | null = null;

  constructor(deps: { dataDir: string }) {
    this.#file = path.join(deps.dataDir, 'trust.json');
    this.#contents = path.join(deps.dataDir, 'trust');
  }

  async get(workspaceId: string, hookId: string): Promise<Trusted | null> {
    return (await this.#load()).workspaces[workspaceId]?.[hookId] ?? null;
  }

  /** The content that was trusted under `hash`; null when it is no longer kept. */
  async content(hash: string): Promise<string | null> {
    if (!/^[0-9a-f]{64}$/.test(hash)) return null;
    return fs.readFile(path.join(this.#contents, hash), 'utf8').catch(() => null);
  }

  /** Records the reviewed contents of several hooks at once. */
  async put(
    workspaceId: string,
    hooks: Array<{ hookId: string; hash: string; text: string }>,
  ): Promise<void> {
    const store = await this.#load();
    const trustedAt = new Date().toISOString();
    const own = { ...(store.workspaces[workspaceId] ?? {}) };
    for (const hook of hooks) {
      await writeFileAtomic(path.join(this.#contents, hook.hash), hook.text, 0o600);
      own[hook.hookId] = { hash: hook.hash, trustedAt };
    }
    await this.#save({ ...store, workspaces: { ...store.workspaces, [workspaceId]: own } });
  }

  /** Forgets every hook of a workspace (it was removed, or the user revoked trust). */
  async forget(workspaceId: string): Promise<void> {
    const store = await this.#load();
    const { [workspaceId]: _gone, ...rest } = store.workspaces;
    await this.#save({ ...store, workspaces: rest });
  }

  async #load(): Promise<Store> {
    if (this.#store) return this.#store;
    let text: string;
    try {
      text = await fs.readFile(this.#file, 'utf8');
    } catch {
      return (this.#store = { version: 1, workspaces: {} });
    }
    let parsed: ReturnType<typeof StoreSchema.safeParse>;
    try {
      parsed = StoreSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = StoreSchema.safeParse(null);
    }
    if (!parsed.success) await fs.copyFile(this.#file, `${this.#file}.unreadable-${Date.now()}`);
    this.#store = parsed.success ? parsed.data : { version: 1, workspaces: {} };
    return this.#store;
  }

  async #save(store: Store): Promise<void> {
    await writeFileAtomic(this.#file, `${JSON.stringify(store, null, 2)}\n`, 0o600);
    this.#store = store;
  }
}
