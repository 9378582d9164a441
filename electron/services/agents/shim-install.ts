import path from 'node:path';

import type { ApprovalFailMode, ApprovalInstallMode } from '../../../shared/schemas/approval';
import type { FileSnapshot } from '../editing/file-snapshot';
import type { JsonDialect } from '../editing/json-document';
import type { HostPaths } from '../platform/host-paths';
import { shellQuote } from '../platform/shell-quote';

/** What a shim install is for: the recorder (History) or the approver (Approvals). */
export type ShimPurpose = 'recorder' | 'approvals';

/** User level, or one root folder of a workspace. */
export type ShimRoot = { kind: 'user' } | { kind: 'workspace'; root: string };

/** Where things are: the agents' files, Hookyard's data folder and its shim scripts. */
export interface ShimContext {
  paths: HostPaths;
  dataDir: string;
  /** A Node executable the agents can start. */
  nodePath: string;
  /** resources/shims/hookyard-record.js (the shell recorder lies beside it). */
  recorderPath: string;
  /** resources/shims/hookyard-approver.js. */
  approverPath: string;
}

/** How the approver answers: through an `http` handler or the command shim, and its fail mode. */
export interface ApproverOptions {
  mode: ApprovalInstallMode;
  failMode: ApprovalFailMode;
  /** The running bridge: its port and secret go into `http` entries. */
  bridge: { port: number; secret: string };
}

/**
 * One thing an install adds: a matcher group appended to `hooks.<event>` of a JSON settings file
 * (Claude Code's settings, Codex's hooks.json and Gemini's settings.json share that shape), or a
 * whole hook file (Cline). The installer records exactly this, so that uninstall takes it away.
 */
export type ShimStep =
  | { kind: 'settings-entry'; file: string; event: string; group: Record<string, unknown> }
  | { kind: 'hook-file'; file: string; event: string; content: string; mode: number };

/** A recorder or approver found in an agent's file, from before the install record existed. */
export type FoundShim = { handler: unknown } | { content: string };

/**
 * What the shim installer needs from an agent: where its files are and how a recorder or
 * approver hook is written there. Each plan throws an AppFailure when it cannot be installed
 * there (a platform or mode the agent does not support). The installer never names an agent.
 */
export interface AgentShims {
  /** The recorder on every event it can hook for `root`, in the agent's event order. */
  recorder(ctx: ShimContext, root: ShimRoot): ShimStep[];
  /** The events recorded unless the user picks others. */
  readonly recorderDefaultEvents: readonly string[];
  /** The approver's hooks for `root`. */
  approver(ctx: ShimContext, root: ShimRoot, options: ApproverOptions): ShimStep[];
  /**
   * Whether something in the agent's files is this data folder's recorder or approver, as an
   * install made before the install record wrote it (used once, to migrate those installs).
   */
  isLegacy(purpose: ShimPurpose, found: FoundShim, ctx: ShimContext): boolean;
  /** How the agent reads the settings files the shims edit (default: strict JSON). */
  readonly settingsDialect?: JsonDialect;
  /** Refuses (AppFailure) a settings edit after which the agent would ignore the whole file. */
  checkSettingsEdit?(before: FileSnapshot, after: string): void;
  /** The inventory ids of what a step adds (for the change history), where the agent has them. */
  hookIds?(step: ShimStep, fileText: string | null, group: number): string[];
}

/** The recorder scripts' file names (Node, shell), one of which every recorder entry names. */
export const RECORDER_SCRIPT = 'hookyard-record.js';
export const SHELL_RECORDER_SCRIPT = 'hookyard-record.sh';

/**
 * The command that runs the recorder with `args`: the only place it is built. Linux and macOS:
 * the shell recorder beside `recorderPath` under /bin/sh, a shell start per event instead of a
 * Node start (see the recorder bench). Windows has no /bin/sh: the Node recorder.
 */
export function recorderCommand(
  ctx: ShimContext,
  args: string[],
): { command: string; args: string[] } {
  if (ctx.paths.platform === 'win32') {
    return { command: ctx.nodePath, args: [ctx.recorderPath, ...args] };
  }
  const shell = path.join(path.dirname(ctx.recorderPath), SHELL_RECORDER_SCRIPT);
  return { command: '/bin/sh', args: [shell, ...args] };
}

/** `--agent <agent> [--event <event>] --data-dir <dir>`: what the recorder is told. */
export function recorderArgs(ctx: ShimContext, agent: string, event?: string): string[] {
  return ['--agent', agent, ...(event ? ['--event', event] : []), '--data-dir', ctx.dataDir];
}

/** A command and its arguments as one shell line (for agents that run hooks through a shell). */
export function commandLine(run: { command: string; args: string[] }): string {
  return [run.command, ...run.args].map(shellQuote).join(' ');
}

/**
 * Whether a handler (as parsed from settings: exec form with `args`, or a shell `command` line)
 * runs Hookyard's recorder, and when `dataDir` is given, the recorder of that data folder.
 */
export function isRecorderHandler(handler: unknown, dataDir?: string): boolean {
  if (typeof handler !== 'object' || handler === null) return false;
  const { args, command } = handler as { args?: unknown; command?: unknown };
  if (Array.isArray(args)) {
    if (!args.some(isRecorderScript)) return false;
    const at = args.indexOf('--data-dir');
    return dataDir === undefined || (at >= 0 && args[at + 1] === dataDir);
  }
  // A shell line as commandLine() writes it: every word single-quoted.
  if (typeof command !== 'string') return false;
  const words = command.split(' ');
  if (!words.some((word) => isRecorderScript(word.replace(/^'|'$/g, '')))) return false;
  return dataDir === undefined || command.includes(` '--data-dir' ${shellQuote(dataDir)}`);
}

function isRecorderScript(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    [RECORDER_SCRIPT, SHELL_RECORDER_SCRIPT].some(
      (name) => value === name || value.endsWith(`/${name}`) || value.endsWith(`\\${name}`),
    )
  );
}
