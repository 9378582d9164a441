import fs from 'node:fs/promises';
import { CLAUDE_CODE, CLINE_CLI, CLINE_VSCODE } from '../../../shared/agents/agent-ids';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import type { AgentId } from '../../../shared/schemas/agent';
import type { Workspace } from '../../../shared/schemas/workspace';
import { rootSettingsFiles } from '../agents/claude-code/settings-sources';
import { cliHookFolders } from '../agents/cline-cli/cli-hook-folders';
import { vscodeHookFolders } from '../agents/cline-vscode/vscode-hook-folders';
import type { HostPaths } from '../platform/host-paths';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import {
  assertStillApplies,
  type PlannedChange,
  settingsWrite,
} from '../agents/claude-code/edits/claude-handler-edits';
import { planDisableFile } from '../agents/cline/edits/cline-file-moves';
import type { EditEngine, PlannedWrite } from './edit-engine';
import { readSnapshot, snapshotText } from './file-snapshot';
import { nodeAt, parseJsonDocument } from './json-document';
import { setJsonValue } from './json-edit';
import { codedText } from '../../../shared/i18n/coded-text';

type Planner = (roots: string[]) => Promise<PlannedChange>;

/**
 * Turns every hook of a workspace off for one agent in one undoable change (undo it with
 * ChangeHistory.restore). Claude Code: `disableAllHooks: true` in each root's
 * `.claude/settings.local.json` (personal, not committed; created when missing, edited in place
 * otherwise) — it silences the user's hooks there too. Cline: every hook file of the workspace's
 * hooks folders moves into `.hookyard-disabled/`.
 */
export class BulkSwitch {
  readonly #engine: EditEngine;
  readonly #workspaces: { get(workspaceId: string): Promise<Workspace> };
  /** Agents whose capabilities offer "Switch all off"; the others are refused. */
  readonly #planners: Partial<Record<AgentId, Planner>>;

  constructor(deps: {
    engine: EditEngine;
    workspaces: { get(workspaceId: string): Promise<Workspace> };
    paths: HostPaths;
  }) {
    this.#engine = deps.engine;
    this.#workspaces = deps.workspaces;
    const clineFolders = (folders: typeof cliHookFolders) => (roots: string[]) =>
      planClineFolders(
        folders({ kind: 'workspace', roots }, deps.paths)
          .filter((folder) => folder.scope === 'workspace')
          .map((folder) => folder.path),
      );
    this.#planners = {
      [CLAUDE_CODE]: planClaudeOff,
      [CLINE_CLI]: clineFolders(cliHookFolders),
      [CLINE_VSCODE]: clineFolders(vscodeHookFolders),
    };
  }

  /**
   * AppFailure: 'not-found' (no such workspace), 'invalid-request' (nothing to turn off, or a
   * settings file Hookyard will not edit), 'conflict' (a file changed while planning, or a
   * switched-off file of the same name is already kept).
   */
  disableAll(request: { workspaceId: string; agent: AgentId }): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const workspace = await this.#workspaces.get(request.workspaceId);
      const planner = this.#planners[request.agent];
      const plan = planner ? await planner(workspace.roots) : null;
      if (plan === null || plan.writes.length === 0) {
        throw new AppFailure('invalid-request', 'failure.no-hooks-to-turn-off', {
          agent: request.agent,
          workspace: workspace.name,
        });
      }
      return this.#engine.apply({ operation: 'disable-all', hookIds: [], ...plan });
    });
  }
}

async function planClaudeOff(roots: string[]): Promise<PlannedChange> {
  const writes: PlannedWrite[] = [];
  for (const root of roots) {
    const file = rootSettingsFiles(root).local;
    const snapshot = await readSnapshot(file);
    const doc = parseJsonDocument(snapshotText(snapshot), file);
    const node = nodeAt(doc.root, ['disableAllHooks']);
    const previous = node
      ? {
          present: true,
          value: JSON.parse(snapshotText(snapshot).slice(node.offset, node.offset + node.length)),
        }
      : { present: false, value: null };
    if (previous.value === true) continue;
    const text = setJsonValue(doc, ['disableAllHooks'], true);
    assertStillApplies(snapshot, text);
    writes.push(settingsWrite(snapshot, text, { jsonPath: ['disableAllHooks'], previous }));
  }
  return {
    writes,
    summary: roots.map((root) => codedText('change.claude-hooks-turned-off', { root })),
  };
}

async function planClineFolders(folders: string[]): Promise<PlannedChange> {
  const writes: PlannedWrite[] = [];
  for (const folder of folders) {
    const dirents = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const dirent of dirents) {
      // Dotfiles never run; links and folders are not hook files Hookyard moves.
      if (!dirent.isFile() || dirent.name.startsWith('.')) continue;
      const sourcePath = path.join(folder, dirent.name);
      const plan = await planDisableFile(sourcePath);
      writes.push(...plan.writes);
    }
  }
  return {
    writes,
    summary: folders.map((folder) => codedText('change.hook-files-turned-off', { folder })),
  };
}
