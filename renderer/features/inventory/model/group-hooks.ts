import type { AgentId } from '../../../../shared/schemas/agent';
import { AGENT_IDS } from '../../../../shared/schemas/enum-values';
import type { HookEntry, HookScope, OwnHook } from '../../../../shared/schemas/hook';
import { folderOf } from './path-display';

/** Ignored files from one folder, shown as one collapsed line until the user opens it. */
export interface IgnoredFolder {
  key: string;
  folder: string;
  hooks: HookEntry[];
}

export interface EventGroup {
  key: string;
  /** null: files that name no event the agent knows. */
  event: string | null;
  /** Rows shown one by one, in the order the inventory lists them. */
  hooks: HookEntry[];
  ignoredFolders: IgnoredFolder[];
  total: number;
}

/** One install of Hookyard's own hooks (the recorder in one file or folder), as one line. */
export interface OwnInstall {
  key: string;
  kind: OwnHook['kind'];
  /** The settings file or hooks folder of the install. */
  install: string;
  /** Where the agent reads it: user level or a workspace's file. */
  scope: HookScope;
  /** How many events it hooks. */
  events: number;
  hooks: HookEntry[];
}

export interface AgentGroup {
  key: string;
  agent: AgentId;
  /** Hookyard's own installs, listed before the user's hooks and apart from them. */
  own: OwnInstall[];
  /** The user's hooks by event. */
  events: EventGroup[];
  total: number;
}

/** More ignored files than this from one folder in one event group are collapsed into one line. */
export const IGNORED_INLINE_LIMIT = 3;
/** Rows rendered per step in a long list; "Show more" adds another page. */
export const ROWS_PAGE = 100;

function splitEventGroup(key: string, event: string | null, hooks: HookEntry[]): EventGroup {
  const ignoredByFolder = new Map<string, HookEntry[]>();
  for (const hook of hooks) {
    if (hook.status !== 'ignored') continue;
    const folder = folderOf(hook.sourcePath);
    const list = ignoredByFolder.get(folder);
    if (list) list.push(hook);
    else ignoredByFolder.set(folder, [hook]);
  }
  const collapsed = [...ignoredByFolder].filter(([, list]) => list.length > IGNORED_INLINE_LIMIT);
  const collapsedFolders = new Set(collapsed.map(([folder]) => folder));
  return {
    key,
    event,
    hooks: hooks.filter(
      (hook) => hook.status !== 'ignored' || !collapsedFolders.has(folderOf(hook.sourcePath)),
    ),
    ignoredFolders: collapsed.map(([folder, list]) => ({
      key: `${key}|ignored|${folder}`,
      folder,
      hooks: list,
    })),
    total: hooks.length,
  };
}

function ownInstalls(agent: AgentId, hooks: readonly HookEntry[]): OwnInstall[] {
  const byInstall = new Map<string, OwnInstall>();
  for (const hook of hooks) {
    if (!hook.own) continue;
    const key = `${agent}|own|${hook.own.kind}|${hook.own.install}`;
    const group = byInstall.get(key) ?? {
      key,
      kind: hook.own.kind,
      install: hook.own.install,
      scope: hook.scope,
      events: 0,
      hooks: [],
    };
    group.hooks.push(hook);
    byInstall.set(key, group);
  }
  return [...byInstall.values()].map((group) => ({
    ...group,
    events: new Set(group.hooks.map((hook) => hook.event)).size,
  }));
}

/**
 * Groups hooks by agent (in the fixed agent order), then by event (in order of first appearance,
 * files with no event last). Hookyard's own hooks are one line per install, so that the 30-odd
 * events of a recorder do not bury the user's hooks. Ignored files that pile up in one folder
 * are split out so that a folder of thousands of stray files costs one line, not thousands.
 */
export function groupHooks(hooks: readonly HookEntry[]): AgentGroup[] {
  const byAgent = new Map<AgentId, Map<string | null, HookEntry[]>>();
  const ownByAgent = new Map<AgentId, HookEntry[]>();
  for (const hook of hooks) {
    if (hook.own) {
      const own = ownByAgent.get(hook.agent);
      if (own) own.push(hook);
      else ownByAgent.set(hook.agent, [hook]);
      continue;
    }
    const events = byAgent.get(hook.agent) ?? new Map<string | null, HookEntry[]>();
    byAgent.set(hook.agent, events);
    const list = events.get(hook.event);
    if (list) list.push(hook);
    else events.set(hook.event, [hook]);
  }
  return AGENT_IDS.flatMap((agent) => {
    const events = byAgent.get(agent) ?? new Map<string | null, HookEntry[]>();
    const ownHooks = ownByAgent.get(agent) ?? [];
    if (events.size === 0 && ownHooks.length === 0) return [];
    const ordered = [...events].sort(([a], [b]) => Number(a === null) - Number(b === null));
    const groups = ordered.map(([event, list]) =>
      splitEventGroup(`${agent}|${event ?? ''}`, event, list),
    );
    const total = groups.reduce((n, g) => n + g.total, 0) + ownHooks.length;
    return [{ key: agent, agent, own: ownInstalls(agent, ownHooks), events: groups, total }];
  });
}
