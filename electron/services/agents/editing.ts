import type { AgentId } from '../../../shared/schemas/agent';
import type { ClaudeEntry, CreateHookRequest } from '../../../shared/schemas/editing';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { PlannedChange, PlannedWrite } from '../editing/edit-engine';
import type { RemovedHandler } from '../editing/handler-splice';
import type { DisabledHook } from '../editing/disabled-hooks';
import type { HostPaths } from '../platform/host-paths';
import type { AgentAdoption } from './adoption';
import type { DiscoveryTarget } from './dialect';

/** Where Hookyard keeps what it switched off or trashed, and the host's folders. */
export interface EditPlace {
  dataDir: string;
  paths: HostPaths;
}

/**
 * Switching single hooks off and on. The plans say what to write; the one EditEngine applies
 * them (backups, conflict check, atomic writes, change history), so an agent never writes.
 */
export interface SwitchPlans {
  /** Plans switching off a live row; `hooks` are the scope's rows (where it stood among them). */
  planOff(entry: HookEntry, place: EditPlace, hooks: readonly HookEntry[]): Promise<PlannedChange>;
  /** Hooks switched off by moving them where the agent never reads them (Claude Code, Cline). */
  readonly kept: KeptSwitch | null;
  /**
   * Hooks switched off with the agent's own switch, which stay listed by the agent as off
   * (Codex `[hooks.state]`, Gemini `hooksConfig.disabled`).
   */
  readonly inPlace: InPlaceSwitch | null;
}

/** The hooks Hookyard keeps while they are off. */
export interface KeptSwitch {
  /**
   * The hooks Hookyard switched off that belong to a target, each with the rows the inventory
   * shows for it. Unreadable ones are skipped; never throws.
   */
  listOff(target: DiscoveryTarget, place: EditPlace): Promise<DisabledHook[]>;
  /** Plans switching on one of `listOff`'s hooks; `off` is that whole list (what came after it). */
  planOn(
    hook: DisabledHook,
    place: EditPlace,
    off: readonly DisabledHook[],
  ): Promise<PlannedChange>;
}

/** The agent's own per-hook switch. */
export interface InPlaceSwitch {
  /** Whether this live row is off by the agent's own switch. */
  isOff(entry: HookEntry): boolean;
  planOn(entry: HookEntry, place: EditPlace): Promise<PlannedChange>;
}

/** What a trashed hook was: where it was defined, and the handler text cut from it (or null). */
export interface TrashedHook {
  /** The trash entry's id. */
  id: string;
  originalPath: string;
  event: string | null;
  removed: RemovedHandler | null;
}

/** Deleting a hook into Hookyard's trash (never destroying it) and putting it back. */
export interface TrashPlans {
  /**
   * The writes that take the hook out of its place: a hook file's bytes go to `keptFile`, a
   * handler is cut (returned as `removed`, which the trash entry keeps).
   */
  planCut(
    entry: HookEntry,
    keptFile: string,
  ): Promise<{ writes: PlannedWrite[]; removed: RemovedHandler | null }>;
  /** The writes that put it back, and the label its row had (for the change history). */
  planPutBack(
    trashed: TrashedHook,
    keptFile: string,
  ): Promise<{ writes: PlannedWrite[]; label: string }>;
}

/** Where a new hook goes, besides the request. */
export interface CreatePlace {
  /** The workspace's first root; null for a user-level hook. */
  root: string | null;
  paths: HostPaths;
  templatesDir: string;
}

/** Making a new hook from the templates in `resources/templates/`. */
export interface CreatePlans {
  /**
   * Plans one new hook that `agents` run: the agents that share these plans (both Cline runtimes
   * run one hook file) get one plan. Refuses an existing file (conflict), an event or language an
   * agent never runs (invalid-request).
   */
  plan(
    request: CreateHookRequest,
    agents: AgentId[],
    place: CreatePlace,
  ): Promise<PlannedChange & { hookIds: string[] }>;
}

/** The JSON editor of one settings entry (a handler object). */
export interface EntryPlans {
  /** The entry's exact text and the hash of the file it was read from. */
  read(entry: HookEntry): Promise<ClaudeEntry>;
  /** Plans replacing it with `text`; refused when the file's hash is no longer `baseHash`. */
  planWrite(entry: HookEntry, request: { text: string; baseHash: string }): Promise<PlannedChange>;
}

/** "Switch all off" for one workspace: one undoable change for the agent's every hook there. */
export interface SwitchAllOffPlan {
  /** Plans it for the workspace's roots; no writes when nothing is left to switch off. */
  plan(roots: string[], paths: HostPaths): Promise<PlannedChange>;
}

/**
 * An agent's edit plans: switch, trash, create, adopt (and switch all off, entry edits). A part it does not
 * support is null; its capabilities say so to the renderer, and the editing services refuse with
 * a reason. Agents of one family share parts (the same objects): both Cline runtimes read one set
 * of hook files, so what is switched off there is listed once.
 */
export interface AgentEditing {
  readonly switch: SwitchPlans | null;
  readonly trash: TrashPlans | null;
  readonly create: CreatePlans | null;
  /** Putting its hooks behind the workspace shim (per-workspace switching, watching). */
  readonly adopt: AgentAdoption | null;
  readonly switchAllOff: SwitchAllOffPlan | null;
  /** Editing a hook's settings entry as JSON (capabilities: `editsEntries`). */
  readonly entries: EntryPlans | null;
}
