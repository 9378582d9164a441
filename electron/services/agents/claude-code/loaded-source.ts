import type { HookScope, HookSource, Reason } from '../../../../shared/schemas/hook';
import type { FoundHandler } from './hook-tree';

/** The top-level settings that change which hooks run; read only from files Claude Code applies. */
export interface SettingsSwitches {
  disableAllHooks: boolean;
  allowManagedHooksOnly: boolean;
  /** `enabledPlugins` as written: `"name@marketplace": true` turns a plugin on. */
  enabledPlugins: Record<string, unknown>;
}

export const NO_SWITCHES: SettingsSwitches = {
  disableAllHooks: false,
  allowManagedHooksOnly: false,
  enabledPlugins: {},
};

/** One parsed source file: what the source row says, and the handlers found in it. */
export interface HooksDocument {
  state: HookSource['state'];
  /** Why the source is not `ok`; null when it is. */
  reason: Reason | null;
  /** A reason that takes down every handler of the file (invalid JSON, a dropped file). */
  rowReason: Reason | null;
  handlers: FoundHandler[];
  switches: SettingsSwitches;
}

export const MISSING_DOCUMENT: HooksDocument = {
  state: 'missing',
  reason: null,
  rowReason: null,
  handlers: [],
  switches: NO_SWITCHES,
};

export function unreadableDocument(message: string): HooksDocument {
  return {
    ...MISSING_DOCUMENT,
    state: 'unreadable',
    reason: { key: 'reason.unreadable', params: { message } },
  };
}

export interface PluginInfo {
  /** `name@marketplace`, as `enabledPlugins` and installed_plugins.json write it. */
  id: string;
  /** The install folder: `${CLAUDE_PLUGIN_ROOT}`. */
  root: string;
  /** `${CLAUDE_PLUGIN_DATA}`. */
  dataDir: string;
  /** Managed settings enable it: it survives allowManagedHooksOnly and a non-managed disableAllHooks. */
  enabledByManaged: boolean;
}

/** A source file placed in the inventory: where it sits and what it holds. */
export interface LoadedSource {
  scope: HookScope;
  kind: HookSource['kind'];
  path: string;
  document: HooksDocument;
  /** The workspace root it belongs to; null for machine-wide sources (managed, user, user plugins). */
  root: string | null;
  plugin: PluginInfo | null;
  frontmatter: { kind: 'skill' | 'agent'; name: string } | null;
}
