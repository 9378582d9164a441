import fs from 'node:fs/promises';
import path from 'node:path';

import { discoveryDialects } from '../../../electron/services/agents/registry';
import { BulkSwitch } from '../../../electron/services/editing/bulk-switch';
import { ChangeHistory } from '../../../electron/services/editing/change-history';
import { EditEngine } from '../../../electron/services/editing/edit-engine';
import { HookAdoption } from '../../../electron/services/editing/hook-adoption';
import { HookSwitch } from '../../../electron/services/editing/hook-switch';
import { InventoryService } from '../../../electron/services/inventory/inventory-service';
import { WorkspaceRegistry } from '../../../electron/services/workspaces/workspace-registry';
import type { Adoption } from '../../../shared/schemas/editing';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { Workspace } from '../../../shared/schemas/workspace';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

/** The real editing services over a temp HOME and one registered workspace. */
export interface EditingWorld {
  temp: TempHome;
  ws: string;
  workspace: Workspace;
  scope: InventoryScope;
  registry: WorkspaceRegistry;
  inventory: InventoryService;
  engine: EditEngine;
  switches: HookSwitch;
  bulk: BulkSwitch;
  history: ChangeHistory;
  adoption: HookAdoption;
  /** The inventory rows of the workspace scope (a fresh scan). */
  hooks(): Promise<HookEntry[]>;
  /** The one row whose source and locator match. */
  hook(sourcePath: string, locator?: string): Promise<HookEntry>;
  /** Adopts the one user-level hook in `sourcePath` for the world's workspace. */
  adoptForWorkspace(sourcePath: string): Promise<{ hook: HookEntry; adoption: Adoption }>;
  read(file: string): Promise<string>;
  cleanup(): Promise<void>;
}

/** The id and content hash of a row: how a request names the hook the user saw. */
export function shown(hook: HookEntry): { hookId: string; contentHash: string } {
  return { hookId: hook.id, contentHash: hook.contentHash };
}

export async function createEditingWorld(): Promise<EditingWorld> {
  const temp = await createTempHome();
  const ws = await temp.mkdir('ws');
  const registry = new WorkspaceRegistry({ dataDir: temp.dataDir });
  const workspace = await registry.add({ roots: [ws] });
  const scope: InventoryScope = { kind: 'workspace', workspaceId: workspace.id };
  const inventory = new InventoryService({
    dialects: discoveryDialects(),
    registry,
    paths: temp.paths,
  });
  const engine = new EditEngine({ dataDir: temp.dataDir });
  const deps = { engine, lookup: inventory, paths: temp.paths, dataDir: temp.dataDir };
  const hooks = async () => (await inventory.get(scope)).hooks;
  const hook = async (sourcePath: string, locator?: string) => {
    const found = (await hooks()).find(
      (each) =>
        each.sourcePath === sourcePath && (locator === undefined || each.locator === locator),
    );
    if (!found) throw new Error(`no hook ${sourcePath} ${locator ?? ''}`);
    return found;
  };
  const adoption = new HookAdoption({ ...deps, workspaces: registry, shimSource: WORKSPACE_SHIM });
  return {
    temp,
    ws,
    workspace,
    scope,
    registry,
    inventory,
    engine,
    switches: new HookSwitch(deps),
    bulk: new BulkSwitch({ engine, workspaces: registry, paths: temp.paths }),
    history: new ChangeHistory({ engine }),
    adoption,
    hooks,
    hook,
    async adoptForWorkspace(sourcePath) {
      const found = await hook(sourcePath);
      if (found.scope !== 'user') throw new Error(`${sourcePath} is not a user-level hook`);
      await adoption.adopt({
        scope,
        hookId: found.id,
        contentHash: found.contentHash,
        workspaceIds: [workspace.id],
      });
      const [adopted] = await adoption.list(scope);
      return { hook: found, adoption: adopted! };
    },
    read: (file) => fs.readFile(file, 'utf8'),
    cleanup: () => temp.cleanup(),
  };
}

/** The packaged workspace shim, as resources ship it. */
export const WORKSPACE_SHIM = path.resolve(
  __dirname,
  '../../../resources/shims/hookyard-workspace-shim.js',
);

/** A PreToolUse + Stop settings file in 4-space style with an unknown key, as users write them. */
export const SETTINGS = `{
    "permissions": {
        "allow": ["Bash(ls)"]
    },
    "hooks": {
        "PreToolUse": [
            {
                "matcher": "Bash",
                "hooks": [
                    { "type": "command", "command": "./guard.sh", "timeout": 5 },
                    { "type": "command", "command": "./audit.sh" }
                ]
            }
        ],
        "Stop": [
            { "hooks": [ { "type": "command", "command": "./stop.sh" } ] }
        ]
    },
    "x-unknown": true
}
`;

export function settingsPath(root: string, local = false): string {
  return path.join(root, '.claude', local ? 'settings.local.json' : 'settings.json');
}
