import { randomUUID } from 'node:crypto';

import type { HookEntry } from '../../../../../shared/schemas/hook';
import { readSnapshot } from '../../../editing/file-snapshot';
import type { AgentEditing, CreatePlans, SwitchPlans } from '../../editing';
import { claudeCodeAdoption } from './claude-adoption';
import { planClaudeHook } from './claude-create-plan';
import { claudeEntryPlans } from './claude-entry-plans';
import { parseRecord, planDisableHandler, planEnableHandler } from './claude-handler-edits';
import { claudeSwitchAllOff } from './claude-switch-all-off';
import {
  type DisabledHandlerRecord,
  listSwitchedOffHandlers,
  readRecord,
} from './claude-switched-off';
import { claudeTrashPlans } from './claude-trash-plans';

/** The timeout a new hook gets when the request names none (s). */
const DEFAULT_TIMEOUT_SEC = 30;

/**
 * A Claude Code handler is switched off by moving it from its settings file into Hookyard's
 * store (`<dataDir>/disabled/claude-code/`), and back, byte for byte when nothing else changed.
 */
const claudeSwitch: SwitchPlans = {
  planOff: (entry, place, hooks) =>
    planDisableHandler(entry, place.dataDir, randomUUID(), nextInEvent(hooks, entry)),
  inPlace: null,
  kept: {
    listOff: (target, place) => listSwitchedOffHandlers(place.dataDir, target, place.paths),
    async planOn(hook, place, off) {
      const record = parseRecord((await readSnapshot(hook.storedPath)).bytes, hook.storedPath);
      // Those of the same file switched off after it come out and go back in around it.
      const later = await Promise.all(
        off
          .filter((each) => each.sourcePath === record.sourcePath && each.id !== record.id)
          .filter((each) => (each.disabledAt ?? '') > record.disabledAt)
          .map((each) => readRecord(each.storedPath)),
      );
      const records = later.filter((each): each is DisabledHandlerRecord => each !== null);
      return planEnableHandler(place.dataDir, record, records);
    },
  },
};

/** A script under `.claude/hooks/` and a settings entry that runs it. */
const claudeCreate: CreatePlans = {
  plan(request, _agents, place) {
    const claude = request.claude ?? {};
    return planClaudeHook(
      {
        target:
          place.root === null
            ? { kind: 'user' }
            : { kind: 'root', root: place.root, layer: claude.layer ?? 'project' },
        event: request.event,
        language: request.language,
        name: claude.name,
        matcher: claude.matcher,
        timeoutSec: claude.timeoutSec ?? DEFAULT_TIMEOUT_SEC,
      },
      place.paths,
      place.templatesDir,
    );
  },
};

/** Claude Code's edit plans: every part. */
export const claudeCodeEditing: AgentEditing = {
  switch: claudeSwitch,
  trash: claudeTrashPlans,
  create: claudeCreate,
  adopt: claudeCodeAdoption,
  switchAllOff: claudeSwitchAllOff,
  entries: claudeEntryPlans,
};

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
