import fs from 'node:fs/promises';
import path from 'node:path';

import type { HookFolder } from '../hook-folder-types';
import type { PlannedWrite } from '../../../editing/edit-engine';
import { recordedHookLabel } from '../../../editing/summary-redaction';
import type { HostPaths } from '../../../platform/host-paths';
import type { DiscoveryTarget } from '../../dialect';
import type {
  AgentEditing,
  CreatePlans,
  SwitchAllOffPlan,
  SwitchPlans,
  TrashPlans,
} from '../../editing';
import { clineAdoption } from './cline-adoption';
import { planClineHook } from './cline-create-plan';
import {
  assertMovableHookFile,
  keepFileWrites,
  planDisableFile,
  planEnableFile,
} from './cline-file-moves';
import { listSwitchedOffFiles } from './cline-switched-off';
import { codedText } from '../../../../../shared/i18n/coded-text';

/**
 * A Cline hook file is switched off by moving it into `.hookyard-disabled/` beside it, and back.
 * One object for both runtimes: they read the same folders, so a file is listed once.
 */
const clineSwitch: SwitchPlans = {
  planOff: (entry) => planDisableFile(entry.sourcePath),
  inPlace: null,
  kept: {
    listOff: (target, place) => listSwitchedOffFiles(target, place.paths),
    planOn: (hook) => planEnableFile(hook.storedPath, hook.sourcePath),
  },
};

/** A hook file's bytes and mode go to the trash and come back from it. */
const clineTrash: TrashPlans = {
  async planCut(entry, keptFile) {
    await assertMovableHookFile(entry.sourcePath);
    return { writes: await keepFileWrites(entry.sourcePath, keptFile), removed: null };
  },
  async planPutBack(trashed, keptFile) {
    return {
      writes: await keepFileWrites(keptFile, trashed.originalPath),
      label: recordedHookLabel({
        handler: { type: 'file', summary: '' },
        sourcePath: trashed.originalPath,
      }),
    };
  },
};

/** One hook file, in a folder both runtimes read, for the runtimes asked for. */
const clineCreate: CreatePlans = {
  plan: (request, agents, place) =>
    planClineHook(
      { runtimes: agents, root: place.root, event: request.event, language: request.language },
      place.paths,
      place.templatesDir,
    ),
};

/**
 * One Cline runtime's edit plans. Switch, trash, create and adopt are the family's (the same
 * objects for both); "switch all off" moves the files of the workspace folders `folders` gives.
 */
export function clineEditing(
  folders: (target: DiscoveryTarget, paths: HostPaths) => HookFolder[],
): AgentEditing {
  const switchAllOff: SwitchAllOffPlan = {
    plan: (roots, paths) =>
      planSwitchFilesOff(
        folders({ kind: 'workspace', roots }, paths)
          .filter((folder) => folder.scope === 'workspace')
          .map((folder) => folder.path),
      ),
  };
  return {
    switch: clineSwitch,
    trash: clineTrash,
    create: clineCreate,
    adopt: clineAdoption,
    switchAllOff,
    entries: null,
  };
}

/** Every hook file of the folders moves into `.hookyard-disabled/`, in one change. */
async function planSwitchFilesOff(folders: string[]) {
  const writes: PlannedWrite[] = [];
  for (const folder of folders) {
    const dirents = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const dirent of dirents) {
      // Dotfiles never run; links and folders are not hook files Hookyard moves.
      if (!dirent.isFile() || dirent.name.startsWith('.')) continue;
      const plan = await planDisableFile(path.join(folder, dirent.name));
      writes.push(...plan.writes);
    }
  }
  return {
    writes,
    summary: folders.map((folder) => codedText('change.hook-files-turned-off', { folder })),
  };
}
