import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../shared/result';
import type { AgentId } from '../../shared/schemas/agent';
import type { HookEntry } from '../../shared/schemas/hook';
import { scriptOfCommand } from '../services/editing/script-files';

export interface HookChoice {
  agent: AgentId;
  event: string;
  /** What `--hook` said, each: an id, a settings or hook file, or a script a command runs. */
  wanted: string[];
  roots: readonly string[];
  home: string;
}

/**
 * The hooks `hookyard run --hook` names. An id picks that hook; a file picks this event's hooks
 * defined in it (a settings file holds many) or whose command runs it as a script, which is the
 * file people have in mind when they write `--hook .claude/hooks/guard.sh`. Paths are compared
 * after resolving symlinks, as discovery does with the workspace roots.
 */
export async function chooseHooks(hooks: HookEntry[], choice: HookChoice): Promise<HookEntry[]> {
  const own = hooks.filter((hook) => hook.agent === choice.agent);
  const filesOf = new Map<HookEntry, string[]>();
  for (const hook of own) {
    // A command's relative script path is relative to the project the hook belongs to.
    const root = choice.roots.find((folder) => hook.sourcePath.startsWith(folder + path.sep));
    const script =
      hook.handler.type === 'command'
        ? scriptOfCommand(hook.handler.summary, root ? [root] : choice.roots, choice.home)
        : null;
    filesOf.set(hook, [hook.sourcePath, ...(script ? [await realFile(script)] : [])]);
  }
  const chosen: HookEntry[] = [];
  for (const wanted of choice.wanted) {
    const byId = own.find((hook) => hook.id === wanted);
    const file = byId ? null : await realFile(wanted);
    const found = byId
      ? [byId]
      : own.filter(
          (hook) => hook.event === choice.event && filesOf.get(hook)?.includes(file as string),
        );
    if (found.length === 0) {
      throw new AppFailure('not-found', 'failure.cli-hook-not-found', {
        agent: choice.agent,
        hook: wanted,
      });
    }
    for (const hook of found) if (!chosen.includes(hook)) chosen.push(hook);
  }
  return chosen;
}

// A file that does not exist keeps its plain absolute path: it can still name a listed hook.
async function realFile(file: string): Promise<string> {
  const absolute = path.resolve(file);
  return fs.realpath(absolute).catch(() => absolute);
}
