import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { AppFailure } from '../../../shared/result';
import { WorkspaceSchema, type Workspace } from '../../../shared/schemas/workspace';
import { writeFileAtomic } from '../editing/atomic-write';
import { Emitter } from '../events';
import { parseJsonOrNull } from '../json-or-null';

const StoreSchema = z.object({ version: z.literal(1), workspaces: z.array(WorkspaceSchema) });

/**
 * The workspaces the user added, kept in `<dataDir>/workspaces.json`. Only folders registered
 * here are ever scanned or run: the renderer sends ids, never paths to act on.
 */
export class WorkspaceRegistry {
  readonly #file: string;
  readonly #changed = new Emitter<void>();
  #workspaces: Workspace[] | null = null;
  readonly onDidChange = this.#changed.event;

  constructor(deps: { dataDir: string }) {
    this.#file = path.join(deps.dataDir, 'workspaces.json');
  }

  async list(): Promise<Workspace[]> {
    if (!this.#workspaces) this.#workspaces = await this.#load();
    return [...this.#workspaces];
  }

  /** The workspace, or an AppFailure('not-found'). */
  async get(workspaceId: string): Promise<Workspace> {
    const found = (await this.list()).find((workspace) => workspace.id === workspaceId);
    if (!found)
      throw new AppFailure('not-found', 'failure.workspace-not-found', { id: workspaceId });
    return found;
  }

  /**
   * Adds a workspace after checking that every root is an existing folder, given once (compared
   * after links are resolved: AppFailure('invalid-request', 'workspace-root-duplicate')); adding
   * the same primary folder again returns the existing entry.
   */
  async add(request: { roots: string[]; name?: string }): Promise<Workspace> {
    const roots = await Promise.all(request.roots.map(checkFolder));
    const twice = roots.findIndex((root, index) => roots.indexOf(root) !== index);
    if (twice >= 0) {
      throw new AppFailure('invalid-request', 'failure.workspace-root-duplicate', {
        root: request.roots[twice] as string,
      });
    }
    const primary = roots[0] as string;
    const existing = (await this.list()).find((workspace) => workspace.roots[0] === primary);
    if (existing) return existing;
    const workspace: Workspace = {
      id: createHash('sha256').update(primary).digest('hex').slice(0, 12),
      name: request.name?.trim() || path.basename(primary) || primary,
      roots,
      addedAt: new Date().toISOString(),
      trusted: false,
    };
    await this.#save([...(await this.list()), workspace]);
    return workspace;
  }

  async remove(workspaceId: string): Promise<boolean> {
    const all = await this.list();
    const kept = all.filter((workspace) => workspace.id !== workspaceId);
    if (kept.length === all.length) return false;
    await this.#save(kept);
    return true;
  }

  async setTrusted(workspaceId: string, trusted: boolean): Promise<Workspace> {
    const target = await this.get(workspaceId);
    const updated = { ...target, trusted };
    await this.#save(
      (await this.list()).map((workspace) => (workspace.id === workspaceId ? updated : workspace)),
    );
    return updated;
  }

  dispose(): void {
    this.#changed.clear();
  }

  async #load(): Promise<Workspace[]> {
    let text: string;
    try {
      text = await fs.readFile(this.#file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const parsed = StoreSchema.safeParse(parseJsonOrNull(text));
    if (parsed.success) return parsed.data.workspaces;
    // Never lose the user's list to a bad edit: keep the unreadable file beside the new one.
    await fs.copyFile(this.#file, `${this.#file}.unreadable-${Date.now()}`);
    return [];
  }

  async #save(workspaces: Workspace[]): Promise<void> {
    await writeFileAtomic(this.#file, `${JSON.stringify({ version: 1, workspaces }, null, 2)}\n`);
    this.#workspaces = workspaces;
    this.#changed.fire();
  }
}

async function checkFolder(root: string): Promise<string> {
  if (!path.isAbsolute(root))
    throw new AppFailure('invalid-request', 'failure.workspace-path-not-absolute', { root });
  let real: string;
  try {
    real = await fs.realpath(root);
  } catch {
    throw new AppFailure('not-found', 'failure.workspace-folder-missing', { root });
  }
  const stats = await fs.stat(real);
  if (!stats.isDirectory())
    throw new AppFailure('invalid-request', 'failure.workspace-is-a-file', { root });
  return real;
}
