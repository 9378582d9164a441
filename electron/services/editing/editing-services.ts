import type { HostPaths } from '../platform/host-paths';
import type { WorkspaceRegistry } from '../workspaces/workspace-registry';
import { BulkSwitch } from './bulk-switch';
import { ChangeHistory } from './change-history';
import { EditEngine } from './edit-engine';
import { HookCreator } from './hook-creator';
import type { HookLookup } from './hook-lookup';
import { HookSwitch } from './hook-switch';
import { HookTrash } from './hook-trash';
import { ScriptFiles } from './script-files';

/** Everything that changes hooks on disk, sharing one edit engine (one change at a time). */
export interface EditingServices {
  changes: ChangeHistory;
  switch: HookSwitch;
  bulk: BulkSwitch;
  creator: HookCreator;
  trash: HookTrash;
  scripts: ScriptFiles;
  /** The shared engine, for services outside editing that change user files (recorder installer, replay suites). */
  engine: EditEngine;
}

export function createEditingServices(deps: {
  dataDir: string;
  paths: HostPaths;
  lookup: HookLookup;
  workspaces: WorkspaceRegistry;
  templatesDir: string;
}): EditingServices {
  const engine = new EditEngine({ dataDir: deps.dataDir });
  return {
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
    engine,
  };
}
