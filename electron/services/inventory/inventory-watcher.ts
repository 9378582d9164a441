import fs from 'node:fs';
import path from 'node:path';

import type { InventoryScope } from '../../../shared/schemas/inventory';
import { Emitter } from '../events';
import type { InventoryService } from './inventory-service';
import { fingerprintFolders } from './folder-fingerprint';

const DEBOUNCE_MS = 120;
const POLL_MS = 1_000;

/**
 * Tells when a scope's hooks may have changed on disk. fs.watch coalesces and drops events, so an
 * event only means "something changed here, rescan": each watched folder maps to the scopes that
 * read it, and a cheap stat fingerprint polled every second catches what the watcher missed.
 * Folders that do not exist yet are watched through their nearest existing parent, and the
 * watch set is rebuilt after every change (a new `.cline/hooks` folder gets its own watch).
 */
export class InventoryWatcher {
  readonly #inventory: InventoryService;
  readonly #listScopes: () => Promise<InventoryScope[]>;
  readonly #changed = new Emitter<InventoryScope>();
  readonly #watchers = new Map<string, fs.FSWatcher>();
  #scopesByFolder = new Map<string, InventoryScope[]>();
  #fingerprint = '';
  #pending = new Set<string>();
  #debounce: NodeJS.Timeout | null = null;
  #poll: NodeJS.Timeout | null = null;
  #disposed = false;
  readonly onDidChange = this.#changed.event;

  constructor(deps: { inventory: InventoryService; listScopes: () => Promise<InventoryScope[]> }) {
    this.#inventory = deps.inventory;
    this.#listScopes = deps.listScopes;
  }

  async start(): Promise<void> {
    await this.refresh();
    this.#poll = setInterval(() => void this.#checkFingerprint(), POLL_MS);
    this.#poll.unref();
  }

  /** Rebuilds the watch set, e.g. after a workspace was added or removed. */
  async refresh(): Promise<void> {
    const scopes = await this.#listScopes();
    const byFolder = new Map<string, InventoryScope[]>();
    for (const scope of scopes) {
      const paths = await this.#inventory.watchedPaths(scope).catch(() => []);
      for (const folder of new Set(paths.map(nearestExistingFolder))) {
        byFolder.set(folder, [...(byFolder.get(folder) ?? []), scope]);
      }
    }
    if (this.#disposed) return;
    this.#scopesByFolder = byFolder;
    for (const [folder, watcher] of this.#watchers) {
      if (!byFolder.has(folder)) {
        watcher.close();
        this.#watchers.delete(folder);
      }
    }
    for (const folder of byFolder.keys()) {
      if (!this.#watchers.has(folder)) this.#watch(folder);
    }
    this.#fingerprint = await fingerprintFolders([...byFolder.keys()]);
  }

  dispose(): void {
    this.#disposed = true;
    for (const watcher of this.#watchers.values()) watcher.close();
    this.#watchers.clear();
    if (this.#debounce) clearTimeout(this.#debounce);
    if (this.#poll) clearInterval(this.#poll);
    this.#changed.clear();
  }

  #watch(folder: string): void {
    try {
      const watcher = fs.watch(folder, { persistent: false }, () => this.#schedule(folder));
      watcher.on('error', () => {
        watcher.close();
        this.#watchers.delete(folder);
        this.#schedule(folder);
      });
      this.#watchers.set(folder, watcher);
    } catch {
      // Unwatchable (permissions, too many watches): the fingerprint poll still covers it.
    }
  }

  #schedule(folder: string): void {
    this.#pending.add(folder);
    if (this.#debounce) clearTimeout(this.#debounce);
    this.#debounce = setTimeout(() => void this.#flush(), DEBOUNCE_MS);
  }

  async #flush(): Promise<void> {
    const folders = [...this.#pending];
    this.#pending.clear();
    const scopes = new Map<string, InventoryScope>();
    for (const folder of folders) {
      for (const scope of this.#scopesByFolder.get(folder) ?? [])
        scopes.set(JSON.stringify(scope), scope);
    }
    await this.refresh();
    if (this.#disposed) return;
    for (const scope of scopes.values()) this.#changed.fire(scope);
  }

  async #checkFingerprint(): Promise<void> {
    const current = await fingerprintFolders([...this.#scopesByFolder.keys()]);
    if (this.#disposed || current === this.#fingerprint) return;
    for (const folder of this.#scopesByFolder.keys()) this.#pending.add(folder);
    await this.#flush();
  }
}

function nearestExistingFolder(target: string): string {
  let current = target;
  for (;;) {
    try {
      if (fs.statSync(current).isDirectory()) return current;
    } catch {
      // Missing: climb to the parent.
    }
    const parent = path.dirname(current);
    if (parent === current) return current;
    current = parent;
  }
}
