import { randomUUID } from 'node:crypto';

import { AppFailure } from '../../../shared/result';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { HostPaths } from '../platform/host-paths';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import {
  parseRecord,
  planDisableHandler,
  planEnableHandler,
  recordPath,
} from '../agents/claude-code/edits/claude-handler-edits';
import { planDisableFile, planEnableFile } from '../agents/cline/edits/cline-file-moves';
import { type DisabledHook, listDisabledHooks } from './disabled-hooks';
import type { EditEngine } from './edit-engine';
import { readSnapshot } from './file-snapshot';
import type { HookEntry } from '../../../shared/schemas/hook';
import {
  assertShown,
  editableClaudeSettings,
  type HookLookup,
  type ShownHook,
  shownHookIn,
} from './hook-lookup';

/**
 * Switches single hooks off and on where they are defined, so that nothing is ever lost: a
 * Claude Code handler moves from its settings file into Hookyard's store and back (byte for
 * byte when nothing else changed), a Cline hook file moves into `.hookyard-disabled/` beside it
 * and back. Each switch is one recorded, undoable change.
 */
export class HookSwitch {
  readonly #engine: EditEngine;
  readonly #lookup: HookLookup;
  readonly #paths: HostPaths;
  readonly #dataDir: string;

  constructor(deps: { engine: EditEngine; lookup: HookLookup; paths: HostPaths; dataDir: string }) {
    this.#engine = deps.engine;
    this.#lookup = deps.lookup;
    this.#paths = deps.paths;
    this.#dataDir = deps.dataDir;
  }

  /**
   * Switches the hook the user saw off. AppFailure: 'conflict' (it is gone, differs from what was
   * shown, is off already, or the file changed since it was read), 'invalid-request' (a hook
   * Hookyard does not edit: managed, plugin, frontmatter, a symlinked file; an invalid or
   * read-only settings file).
   */
  disable(request: ShownHook): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const hooks = (await this.#lookup.get(request.scope)).hooks;
      const entry = shownHookIn(hooks, request);
      if (entry.status === 'disabled' && entry.reason.key === 'reason.disabled-by-hookyard') {
        throw new AppFailure('conflict', 'failure.hook-already-off', { file: entry.sourcePath });
      }
      const plan =
        entry.handler.type === 'file'
          ? await planDisableFile(entry.sourcePath)
          : await planDisableHandler(entry, this.#dataDir, randomUUID(), nextInEvent(hooks, entry));
      return this.#engine.apply({ operation: 'disable', hookIds: [entry.id], ...plan });
    });
  }

  /**
   * Switches a hook Hookyard switched off back on; `hookId` is a DisabledHook id or a row id.
   * AppFailure('conflict') when it is on already, gone, or differs from what was shown.
   */
  enable(request: ShownHook): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const disabled = await this.#findDisabled(request);
      const row =
        disabled.entries.find((entry) => entry.id === request.hookId) ?? disabled.entries[0];
      if (row) assertShown(row, request.contentHash);
      const plan =
        disabled.kind === 'hook-file'
          ? await planEnableFile(disabled.storedPath, disabled.sourcePath)
          : await this.#planEnableHandler(request.scope, disabled.id);
      const hookIds = [disabled.id, ...disabled.entries.map((entry) => entry.id)];
      return this.#engine.apply({ operation: 'enable', hookIds, ...plan });
    });
  }

  /** The switched-off hooks of a scope, with inventory rows (status `disabled`). */
  async listDisabled(scope: InventoryScope): Promise<DisabledHook[]> {
    const target = await this.#lookup.target(scope);
    return listDisabledHooks(
      this.#dataDir,
      target,
      this.#paths,
      editableClaudeSettings(target, this.#paths),
    );
  }

  async #findDisabled(request: ShownHook): Promise<DisabledHook> {
    const found = (await this.listDisabled(request.scope)).find(
      (hook) =>
        hook.id === request.hookId || hook.entries.some((entry) => entry.id === request.hookId),
    );
    if (found) return found;
    const live = (await this.#lookup.get(request.scope)).hooks.find(
      (hook) => hook.id === request.hookId,
    );
    if (live)
      throw new AppFailure('conflict', 'failure.hook-already-on', { file: live.sourcePath });
    throw new AppFailure('conflict', 'failure.shown-hook-gone');
  }

  async #planEnableHandler(scope: InventoryScope, recordId: string) {
    const file = recordPath(this.#dataDir, recordId);
    const record = parseRecord((await readSnapshot(file)).bytes, file);
    const later = (await this.listDisabled(scope))
      .flatMap((hook) => (hook.record ? [hook.record] : []))
      .filter((each) => each.sourcePath === record.sourcePath && each.id !== record.id)
      .filter((each) => each.disabledAt > record.disabledAt);
    return planEnableHandler(this.#dataDir, record, later);
  }
}

/** The id of the row after `entry` in its file and event (where a switched-off hook stood). */
function nextInEvent(hooks: readonly HookEntry[], entry: HookEntry): string | null {
  const same = hooks.filter(
    (hook) =>
      hook.agent === entry.agent &&
      hook.sourcePath === entry.sourcePath &&
      hook.event === entry.event,
  );
  return same[same.indexOf(entry) + 1]?.id ?? null;
}
