import fs from 'node:fs/promises';
import path from 'node:path';

import type { ConsentText } from '../../../shared/i18n/consent-text';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { ReplayConsentReason } from '../../../shared/schemas/replay';
import type { Workspace } from '../../../shared/schemas/workspace';
import type { DiscoveryTarget } from '../agents/dialect';
import type { InventoryService } from '../inventory/inventory-service';
import { hooksForSelfRun, type SelfRunChoice } from '../inventory/self-run-choice';
import type { HookRunSpec } from '../runner/hook-spec';
import { specFromHookEntry } from '../runner/spec-from-entry';
import { inside } from '../trust/hook-content';
import type { TrustService } from '../trust/trust-service';
import type { WorkspaceRegistry } from '../workspaces/workspace-registry';

/** The hooks a recorded event meets today: those of its workspace (and the user's). */
export interface ReplayScope {
  /** The registered workspace holding the recorded folder, or null. */
  workspace: Workspace | null;
  /** The roots the hooks are discovered in (none: user level only). */
  roots: string[];
  hooks: HookEntry[];
}

/**
 * Resolves where a recorded event happened to the hooks that would fire there now, and whether
 * each may run without asking: user-level hooks may; a project hook only while the registered
 * workspace is trusted and the hook is what the user trusted (TrustService). Folders that are
 * not a registered workspace are scanned as they are, and their project hooks always ask.
 * Scans are cached for the lifetime of one object (one replay job).
 */
export class ReplayTargets {
  readonly #inventory: InventoryService;
  readonly #workspaces: WorkspaceRegistry;
  readonly #trust: TrustService;
  readonly #scopes = new Map<string, Promise<ReplayScope>>();
  readonly #trustVerdicts = new Map<string, Promise<ReplayConsentReason | null>>();
  readonly #realFolders = new Map<string, Promise<string | null>>();
  #registered: Promise<Workspace[]> | null = null;

  constructor(deps: {
    inventory: InventoryService;
    workspaces: WorkspaceRegistry;
    trust: TrustService;
  }) {
    this.#inventory = deps.inventory;
    this.#workspaces = deps.workspaces;
    this.#trust = deps.trust;
  }

  /** The scope of a recorded workspace folder (null or gone: user-level hooks only). */
  scopeOf(folder: string | null): Promise<ReplayScope> {
    const key = folder ?? '';
    let scope = this.#scopes.get(key);
    if (!scope) {
      scope = this.#resolve(folder);
      this.#scopes.set(key, scope);
    }
    return scope;
  }

  /**
   * `realFolder`, once per folder and job: the entries of a replay come from a few folders, and
   * two file-system calls awaited one entry after another added up on a loaded machine.
   */
  realFolderOf(folder: string): Promise<string | null> {
    let real = this.#realFolders.get(folder);
    if (!real) {
      real = realFolder(folder);
      this.#realFolders.set(folder, real);
    }
    return real;
  }

  /** A registered scope by inventory scope (for a hook chosen by id). */
  async scopeFor(scope: InventoryScope): Promise<ReplayScope> {
    if (scope.kind === 'user') return this.scopeOf(null);
    const workspace = await this.#workspaces.get(scope.workspaceId);
    return this.scopeOf(workspace.roots[0] ?? null);
  }

  /** The hooks of `scope` a replay, shadow run or suite case fires (see hooksForSelfRun). */
  hooksFor(scope: ReplayScope, choice: SelfRunChoice): HookEntry[] {
    return hooksForSelfRun(scope.hooks, choice);
  }

  /** The run spec of a hook, for the root that holds it. */
  specOf(scope: ReplayScope, hook: HookEntry): HookRunSpec | null {
    const root = scope.roots.find((candidate) => inside(hook.sourcePath, candidate));
    return specFromHookEntry(hook, root ?? scope.roots[0] ?? null);
  }

  /** Why running these hooks needs the user's consent; empty when it does not. */
  async untrusted(scope: ReplayScope, hooks: readonly HookEntry[]): Promise<ReplayConsentReason[]> {
    const reasons = await Promise.all(hooks.map((hook) => this.#trustOf(scope, hook)));
    return reasons.filter((reason): reason is ReplayConsentReason => reason !== null);
  }

  // Once per hook and job: a job replays many events against the same few hooks.
  #trustOf(scope: ReplayScope, hook: HookEntry): Promise<ReplayConsentReason | null> {
    const key = `${scope.roots.join('\0')}\0${hook.id}`;
    let verdict = this.#trustVerdicts.get(key);
    if (!verdict) {
      verdict = this.#judgeTrust(scope, hook);
      this.#trustVerdicts.set(key, verdict);
    }
    return verdict;
  }

  async #judgeTrust(scope: ReplayScope, hook: HookEntry): Promise<ReplayConsentReason | null> {
    if (!scope.roots.some((root) => inside(hook.sourcePath, root))) return null;
    const { workspace } = scope;
    const untrusted = (key: ConsentText['key'], params: Record<string, string> = {}) =>
      ({
        code: 'untrusted-hook',
        detail: { key, params: { file: hook.sourcePath, ...params } },
      }) satisfies ReplayConsentReason;
    if (!workspace) return untrusted('consent.hook-outside-workspace');
    if (!workspace.trusted)
      return untrusted('consent.workspace-untrusted', { workspace: workspace.name });
    const verdict = await this.#trust.trustState(workspace.id, hook);
    if (verdict.state === 'trusted') return null;
    return untrusted(
      verdict.state === 'untrusted-new'
        ? 'consent.hook-new-since-trust'
        : 'consent.hook-changed-since-trust',
      { workspace: workspace.name },
    );
  }

  async #resolve(folder: string | null): Promise<ReplayScope> {
    const real = folder ? await realFolder(folder) : null;
    if (real === null)
      return { workspace: null, roots: [], ...(await this.#scan({ kind: 'user' })) };
    this.#registered ??= this.#workspaces.list();
    const workspace =
      (await this.#registered).find((candidate) =>
        candidate.roots.some((root) => inside(real, root)),
      ) ?? null;
    const roots = workspace ? workspace.roots : [real];
    return { workspace, roots, ...(await this.#scan({ kind: 'workspace', roots })) };
  }

  async #scan(target: DiscoveryTarget): Promise<{ hooks: HookEntry[] }> {
    return { hooks: (await this.#inventory.scan(target)).hooks };
  }
}

/** The folder's real path when it still exists, else null. */
export async function realFolder(folder: string): Promise<string | null> {
  try {
    const real = await fs.realpath(path.resolve(folder));
    return (await fs.stat(real)).isDirectory() ? real : null;
  } catch {
    return null;
  }
}
