import path from 'node:path';

import type { HookEntry, OwnHook } from '../../../shared/schemas/hook';
import { isRecorderHandler, RECORDER_SCRIPT, SHELL_RECORDER_SCRIPT } from '../agents/shim-install';

/** What the shim installer recorded (`installs.json`): the files approvals were written to. */
export interface OwnHookRecords {
  /** The approver shim this Hookyard installs, which its command entries name. */
  approvalShimPath: string;
  /** The settings or hook files of every approval install; a damaged record reads as none. */
  approvalFiles(): Promise<string[]>;
}

/**
 * Marks Hookyard's own hooks (`own`) and the recorder's rows with their note, so that the
 * inventory shows them apart from the user's hooks and the bench, `hookyard run`, replays and
 * suites leave them out by default. The recorder is known by its installer's own test (its
 * handler runs hookyard-record.js, its wrapper file starts with the recorder's marker line),
 * approvals by the installer's record of the files it wrote. A workspace shim of an adopted
 * hook is the user's hook and is not marked. A Cline hook file is a row per runtime, and a
 * runtime that ignores the file did not read it: the file's other row tells.
 */
export async function markOwnHooks(
  hooks: HookEntry[],
  records: OwnHookRecords,
): Promise<HookEntry[]> {
  const approvalFiles = new Set(await records.approvalFiles().catch(() => []));
  const recorderFiles = new Set(
    hooks
      .filter((hook) => hook.handler.type === 'file' && isRecorderWrapper(hook.raw))
      .map((hook) => hook.sourcePath),
  );
  return hooks.map((hook) => {
    if (recorderFiles.has(hook.sourcePath) || isRecorderEntry(hook)) {
      return {
        ...hook,
        own: recorderInstall(hook),
        notes: [...hook.notes, { key: 'note.hookyard-recorder', params: {} }],
      };
    }
    if (approvalFiles.has(hook.sourcePath) && isApprovalEntry(hook, records.approvalShimPath))
      return { ...hook, own: { kind: 'approvals', install: hook.sourcePath } };
    return hook;
  });
}

/** Hookyard's own hooks left out unless asked for: what runs Hookyard itself starts. */
export function withoutOwnHooks(hooks: readonly HookEntry[], includeOwn = false): HookEntry[] {
  return includeOwn ? [...hooks] : hooks.filter((hook) => hook.own === undefined);
}

// A Claude install is one settings file; a Cline install is one folder of per-event files.
function recorderInstall(hook: HookEntry): OwnHook {
  const install = hook.handler.type === 'file' ? path.dirname(hook.sourcePath) : hook.sourcePath;
  return { kind: 'recorder', install };
}

function isRecorderEntry(hook: HookEntry): boolean {
  return hook.handler.type === 'command' && isRecorderHandler(parsedRaw(hook));
}

// Any agent's approver entry names the approver shim, or calls the bridge's endpoint.
function isApprovalEntry(hook: HookEntry, shimPath: string): boolean {
  if (hook.handler.type === 'file') return true;
  const raw = parsedRaw(hook) as { url?: unknown; args?: unknown; command?: unknown } | null;
  if (typeof raw?.url === 'string')
    return /^http:\/\/127\.0\.0\.1:\d+\/v1\/approve\?/.test(raw.url);
  if (Array.isArray(raw?.args)) return raw.args.includes(shimPath);
  return typeof raw?.command === 'string' && raw.command.includes(shimPath);
}

/** A hook file that runs the recorder (Cline's wrappers): a shell script naming the script. */
function isRecorderWrapper(content: string): boolean {
  return (
    content.startsWith('#!/bin/sh\n# Hookyard recorder:') &&
    [RECORDER_SCRIPT, SHELL_RECORDER_SCRIPT].some((name) => content.includes(name))
  );
}

function parsedRaw(hook: HookEntry): unknown {
  try {
    return JSON.parse(hook.raw);
  } catch {
    return null;
  }
}
