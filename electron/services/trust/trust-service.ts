import { nativeText, type NativeText } from '../../../shared/i18n/native-text';
import { AppFailure } from '../../../shared/result';
import type { TrustVerdict } from '../../../shared/schemas/editing';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { Workspace } from '../../../shared/schemas/workspace';
import type { HookLookup } from '../editing/hook-lookup';
import type { Notifier } from '../notifier';
import { missingRoots } from '../workspaces/root-presence';
import { hookContent, inside } from './hook-content';
import { TrustStore } from './trust-store';

/** The workspace registry as far as trust needs it. */
export interface TrustWorkspaces {
  get(workspaceId: string): Promise<Workspace>;
  setTrusted(workspaceId: string, trusted: boolean): Promise<Workspace>;
}

/**
 * Consent for project hooks, one model: hooks that arrived with a workspace (any hook defined
 * inside one of its roots) are `untrusted-new` until the user reviews and trusts them, and
 * `untrusted-changed` as soon as their definition or a workspace script they run differs from
 * what was trusted. Reviewing and trusting every project hook is trusting the workspace (its
 * `trusted` mark); a hook added or changed later asks again, hook by hook, while the mark stays.
 * Nothing marks a workspace trusted without that review. `review` raises one desktop
 * notification per new or changed content (never twice for the same bytes in a session).
 */
export class TrustService {
  readonly #store: TrustStore;
  readonly #lookup: HookLookup;
  readonly #workspaces: TrustWorkspaces;
  readonly #notifier: Notifier;
  readonly #onReview: (workspaceId: string, hookIds: string[]) => void;
  readonly #notified = new Set<string>();
  readonly #text: NativeText['trust'];

  constructor(deps: {
    dataDir: string;
    lookup: HookLookup;
    workspaces: TrustWorkspaces;
    notifier: Notifier;
    /** The user's preferred languages, for the notification's words. */
    languages?: readonly string[];
    /** The user pressed "Review" on a notification: show these hooks. */
    onReview?: (workspaceId: string, hookIds: string[]) => void;
  }) {
    this.#store = new TrustStore(deps);
    this.#lookup = deps.lookup;
    this.#workspaces = deps.workspaces;
    this.#notifier = deps.notifier;
    this.#onReview = deps.onReview ?? (() => undefined);
    this.#text = nativeText(deps.languages ?? ['en']).trust;
  }

  /** Whether a hook is one of the workspace's project hooks (defined inside a root). */
  isProjectHook(workspace: Workspace, hook: HookEntry): boolean {
    return workspace.roots.some((root) => inside(hook.sourcePath, root));
  }

  /** The trust state of one hook of a workspace; a hook outside its roots is always `trusted`. */
  async trustState(workspaceId: string, hook: HookEntry): Promise<TrustVerdict> {
    const workspace = await this.#workspaces.get(workspaceId);
    const { text, hash } = await hookContent(hook, workspace.roots);
    const base = { hookId: hook.id, content: text, contentHash: hash };
    if (!this.isProjectHook(workspace, hook)) {
      return { ...base, state: 'trusted', trustedContent: null, trustedAt: null };
    }
    const trusted = await this.#store.get(workspaceId, hook.id);
    if (!trusted) return { ...base, state: 'untrusted-new', trustedContent: null, trustedAt: null };
    if (trusted.hash === hash) {
      return { ...base, state: 'trusted', trustedContent: text, trustedAt: trusted.trustedAt };
    }
    const trustedContent = await this.#store.content(trusted.hash);
    return { ...base, state: 'untrusted-changed', trustedContent, trustedAt: trusted.trustedAt };
  }

  /**
   * Trusts the current content of these hooks of a workspace (a fresh scan, so what is recorded
   * is what is on disk now). With `reviewed` (hook id → the contentHash the user was shown), a
   * hook whose content changed since is refused with AppFailure('conflict') and nothing is
   * trusted, and a hook it does not name is refused too (a request from the UI names them all);
   * null trusts what is there now. AppFailure('conflict') for an id the workspace does
   * not have (any more). When no project hook is left to review and every root is there, the
   * workspace is marked trusted (after the contents are recorded, so that the announced mark never
   * covers a hook the user did not see, nor a folder that could not be looked into).
   */
  async trust(
    workspaceId: string,
    hookIds: string[],
    reviewed: Record<string, string> | null = null,
  ): Promise<TrustVerdict[]> {
    const workspace = await this.#workspaces.get(workspaceId);
    const hooks = (await this.#lookup.get({ kind: 'workspace', workspaceId })).hooks;
    const chosen = hookIds.map((id) => {
      const hook = hooks.find((candidate) => candidate.id === id);
      if (!hook)
        throw new AppFailure('conflict', 'failure.hook-not-in-workspace', {
          id,
          workspace: workspace.name,
        });
      return hook;
    });
    const contents = await Promise.all(chosen.map((hook) => hookContent(hook, workspace.roots)));
    chosen.forEach((hook, index) => {
      if (reviewed === null) return;
      const seen = reviewed[hook.id];
      if (seen !== contents[index]?.hash)
        throw new AppFailure('conflict', 'failure.hook-changed-during-review', {
          file: hook.sourcePath,
        });
    });
    await this.#store.put(
      workspaceId,
      chosen.map((hook, index) => ({
        hookId: hook.id,
        ...(contents[index] as { hash: string; text: string }),
      })),
    );
    const verdicts = await Promise.all(chosen.map((hook) => this.trustState(workspaceId, hook)));
    if (
      !workspace.trusted &&
      (await this.#unreviewed(workspace)) === 0 &&
      (await missingRoots(workspace.roots)).length === 0
    )
      await this.#workspaces.setTrusted(workspaceId, true);
    return verdicts;
  }

  /**
   * Whether these hooks of a workspace may run: false while the workspace is not trusted (the
   * runner then refuses its project hooks); AppFailure('untrusted') naming the first hook that is
   * new or changed since the user trusted it, even in a trusted workspace.
   */
  async runnable(workspaceId: string, hooks: readonly HookEntry[]): Promise<boolean> {
    if (!(await this.#workspaces.get(workspaceId)).trusted) return false;
    for (const hook of hooks) {
      const verdict = await this.trustState(workspaceId, hook);
      if (verdict.state !== 'trusted') {
        throw new AppFailure(
          'untrusted',
          verdict.state === 'untrusted-new'
            ? 'failure.hook-new-since-trust'
            : 'failure.hook-changed-since-trust',
          { file: hook.sourcePath },
        );
      }
    }
    return true;
  }

  /**
   * The workspace switch turned on: marks the workspace trusted only when none of its project
   * hooks waits for review (none at all, or all reviewed); otherwise AppFailure('untrusted')
   * naming how many wait, so the caller shows the review instead. A folder of it that is gone
   * (deleted, moved) lists no hook, so nothing would have been reviewed there: AppFailure
   * ('not-found') naming it.
   */
  async trustWorkspace(workspaceId: string): Promise<Workspace> {
    const workspace = await this.#workspaces.get(workspaceId);
    const [missing] = await missingRoots(workspace.roots);
    if (missing)
      throw new AppFailure('not-found', 'failure.workspace-folder-missing', { root: missing.root });
    const count = await this.#unreviewed(workspace);
    if (count > 0)
      throw new AppFailure('untrusted', 'failure.workspace-hooks-unreviewed', {
        workspace: workspace.name,
        count,
      });
    return this.#workspaces.setTrusted(workspaceId, true);
  }

  /**
   * The workspace switch turned off: forgets every hook the user trusted there, so trusting it
   * again means reviewing again what it runs.
   */
  async distrust(workspaceId: string): Promise<Workspace> {
    await this.#workspaces.get(workspaceId);
    await this.#store.forget(workspaceId);
    return this.#workspaces.setTrusted(workspaceId, false);
  }

  async #unreviewed(workspace: Workspace): Promise<number> {
    const hooks = (await this.#lookup.get({ kind: 'workspace', workspaceId: workspace.id })).hooks;
    const states = await Promise.all(
      hooks
        .filter((hook) => this.isProjectHook(workspace, hook))
        .map(async (hook) => (await this.trustState(workspace.id, hook)).state),
    );
    return states.filter((state) => state !== 'trusted').length;
  }

  /**
   * Every project hook of a workspace with its trust state; notifies about the untrusted ones
   * not notified before (one notification per call, naming how many are new or changed).
   */
  async review(workspaceId: string): Promise<Array<{ hook: HookEntry; verdict: TrustVerdict }>> {
    const workspace = await this.#workspaces.get(workspaceId);
    const hooks = (await this.#lookup.get({ kind: 'workspace', workspaceId })).hooks.filter(
      (hook) => this.isProjectHook(workspace, hook),
    );
    const rows = await Promise.all(
      hooks.map(async (hook) => ({ hook, verdict: await this.trustState(workspaceId, hook) })),
    );
    this.#notify(workspace, rows);
    return rows;
  }

  #notify(workspace: Workspace, rows: Array<{ hook: HookEntry; verdict: TrustVerdict }>): void {
    const fresh = rows.filter(({ hook, verdict }) => {
      if (verdict.state === 'trusted') return false;
      const key = `${workspace.id}\0${hook.id}\0${verdict.content}`;
      if (this.#notified.has(key)) return false;
      this.#notified.add(key);
      return true;
    });
    if (fresh.length === 0) return;
    const changed = fresh.filter(({ verdict }) => verdict.state === 'untrusted-changed').length;
    const added = fresh.length - changed;
    const first = fresh[0]?.hook;
    const hookIds = fresh.map(({ hook }) => hook.id);
    const text = this.#text;
    this.#notifier.notify({
      title: text.title({ added, changed }, workspace.name),
      body: text.body(first?.event ?? 'hook', first?.sourcePath ?? '', fresh.length - 1),
      actions: [{ id: 'review', label: text.review }],
      onAction: () => this.#onReview(workspace.id, hookIds),
      onClick: () => this.#onReview(workspace.id, hookIds),
    });
  }
}
