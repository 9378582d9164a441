import type { HostPaths } from '../platform/host-paths';
import type { WorkspaceRegistry } from '../workspaces/workspace-registry';
import { AgentTrustWriter } from './agent-trust-writer';
import { BulkSwitch } from './bulk-switch';
import { ChangeHistory } from './change-history';
import { EditEngine } from './edit-engine';
import { EntryEditor } from './entry-editor';
import { HookAdoption } from './hook-adoption';
import { HookCreator } from './hook-creator';
import type { HookLookup } from './hook-lookup';
import { HookSwitch } from './hook-switch';
import { HookTrash } from './hook-trash';
import { HookWatch } from './hook-watch';
import { ScriptFiles } from './script-files';
import { ScriptLinter } from './script-linter';

/** Everything that changes hooks on disk, sharing one edit engine (one change at a time). */
export interface EditingServices {
  /** The one engine every change to the user's files goes through (recorder and approvals installs, replay suites). */
  engine: EditEngine;
  changes: ChangeHistory;
  switch: HookSwitch;
  bulk: BulkSwitch;
  creator: HookCreator;
  trash: HookTrash;
  scripts: ScriptFiles;
  adoption: HookAdoption;
  /** Watching a hook's real runs (the same workspace shim as adoption). */
  watch: HookWatch;
  linter: ScriptLinter;
  entries: EntryEditor;
  /** Trusting a hook in its own agent (Codex), through the agent's own mechanism. */
  agentTrust: AgentTrustWriter;
}

export function createEditingServices(deps: {
  dataDir: string;
  paths: HostPaths;
  lookup: HookLookup;
  workspaces: WorkspaceRegistry;
  templatesDir: string;
  /** The packaged workspace shim that adopted hooks call (a copy goes to the data dir). */
  workspaceShim: string;
  /** The environment an agent's own binary runs with (Codex's app-server, found on its PATH). */
  hostEnv?: NodeJS.ProcessEnv;
}): EditingServices {
  const engine = new EditEngine({ dataDir: deps.dataDir });
  return {
    engine,
    changes: new ChangeHistory({ engine }),
    switch: new HookSwitch({
      engine,
      lookup: deps.lookup,
      paths: deps.paths,
      dataDir: deps.dataDir,
    }),
    bulk: new BulkSwitch({ engine, workspaces: deps.workspaces, paths: deps.paths }),
    creator: new HookCreator({
      engine,
      workspaces: deps.workspaces,
      paths: deps.paths,
      templatesDir: deps.templatesDir,
    }),
    trash: new HookTrash({ engine, lookup: deps.lookup, dataDir: deps.dataDir }),
    scripts: new ScriptFiles({ engine, lookup: deps.lookup, home: deps.paths.home }),
    adoption: new HookAdoption({
      engine,
      lookup: deps.lookup,
      paths: deps.paths,
      workspaces: deps.workspaces,
      dataDir: deps.dataDir,
      shimSource: deps.workspaceShim,
    }),
    watch: new HookWatch({
      engine,
      lookup: deps.lookup,
      paths: deps.paths,
      dataDir: deps.dataDir,
      shimSource: deps.workspaceShim,
    }),
    linter: new ScriptLinter({ pathEnv: deps.paths.pathEnv, platform: deps.paths.platform }),
    entries: new EntryEditor({ engine, lookup: deps.lookup }),
    agentTrust: new AgentTrustWriter({
      lookup: deps.lookup,
      paths: deps.paths,
      dataDir: deps.dataDir,
      env: deps.hostEnv,
    }),
  };
}
