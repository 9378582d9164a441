import { AppFailure } from '../../../shared/result';
import type { JsonDialect } from '../editing/json-document';
import {
  type AgentShims,
  commandLine,
  isRecorderHandler,
  recorderArgs,
  recorderCommand,
  type ShimContext,
  type ShimPurpose,
  type ShimRoot,
} from './shim-install';

/** How long the approver may wait for the inbox (s): the agent's hook timeout is set to this. */
const APPROVAL_WAIT_SEC = 300;
// The shim needs no extra CA certificates, and loading them costs ~40 ms per call.
const WITHOUT_EXTRA_CERTS = ['-u', 'NODE_EXTRA_CA_CERTS'];

/** An agent whose hooks are shell command lines in `hooks.<event>` groups of a JSON file. */
export interface CommandEntryAgent {
  /** The id the shims are told (`--agent`). */
  agent: string;
  /** The JSON file the install writes: user level, or in one workspace root. */
  file(ctx: ShimContext, root: ShimRoot): string;
  /** How the agent reads that file (default: strict JSON). */
  settingsDialect?: JsonDialect;
  /** Every event the recorder can hook, and the default choice among them. */
  recordedEvents: readonly string[];
  defaultEvents: readonly string[];
  /** The events the approver asks on. */
  approvalEvents: readonly string[];
  /** A hook's `timeout` value for a wait of `seconds`, in the agent's own unit. */
  timeout(seconds: number): number;
  /** More handler fields (a hook `name`) for the recorder's or the approver's entries. */
  handlerFields?(purpose: ShimPurpose): Record<string, unknown>;
}

/**
 * Shims for agents that run a hook's `command` through a shell (Codex's hooks.json, Gemini's
 * settings.json): one group without matcher (every tool) per event, holding one command handler.
 * The approver runs only as a command (no http handlers there) and answers the fail mode itself
 * when Hookyard cannot be reached; if it cannot start at all or runs out of time, the agent's
 * own behaviour applies, which its capabilities' install note states.
 */
export function commandEntryShims(spec: CommandEntryAgent): AgentShims {
  const entry = (purpose: ShimPurpose, command: string, seconds: number) => ({
    hooks: [
      {
        type: 'command',
        ...spec.handlerFields?.(purpose),
        command,
        timeout: spec.timeout(seconds),
      },
    ],
  });
  return {
    recorder(ctx, root) {
      const file = spec.file(ctx, root);
      const command = commandLine(recorderCommand(ctx, recorderArgs(ctx, spec.agent)));
      return spec.recordedEvents.map((event) => ({
        kind: 'settings-entry',
        file,
        event,
        group: entry('recorder', command, 10),
      }));
    },
    recorderDefaultEvents: spec.defaultEvents,
    settingsDialect: spec.settingsDialect,
    approver(ctx, root, options) {
      if (options.mode !== 'command')
        throw new AppFailure('invalid-request', 'failure.approvals-command-only');
      const file = spec.file(ctx, root);
      const args = [ctx.approverPath, '--agent', spec.agent, '--data-dir', ctx.dataDir];
      args.push('--fail', options.failMode, '--timeout', String(APPROVAL_WAIT_SEC));
      const run = {
        command: '/usr/bin/env',
        args: [...WITHOUT_EXTRA_CERTS, ctx.nodePath, ...args],
      };
      const command =
        ctx.paths.platform === 'win32'
          ? commandLine({ command: ctx.nodePath, args })
          : commandLine(run);
      return spec.approvalEvents.map((event) => ({
        kind: 'settings-entry',
        file,
        event,
        group: entry('approvals', command, APPROVAL_WAIT_SEC),
      }));
    },
    isLegacy(purpose, found, ctx) {
      if (!('handler' in found)) return false;
      if (purpose === 'recorder') return isRecorderHandler(found.handler, ctx.dataDir);
      const command = (found.handler as { command?: unknown } | null)?.command;
      return typeof command === 'string' && command.includes(ctx.approverPath);
    },
  };
}
