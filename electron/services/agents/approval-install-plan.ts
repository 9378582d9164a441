import path from 'node:path';

import type {
  ApprovalFailMode,
  ApprovalInstallAgent,
  ApprovalInstallMode,
  ApprovalInstallScope,
} from '../../../shared/schemas/approval';
import { AppFailure } from '../../../shared/result';
import { validateHandler } from './claude-code/handler-validation';
import { rootSettingsFiles, userSettingsFile } from './claude-code/settings-sources';
import type { HostPaths } from '../platform/host-paths';
import { shellQuote } from '../platform/shell-quote';
import { SECRET_HEADER } from '../approvals/bridge-server';

/** The Claude Code events an approval hook is installed on. */
export const CLAUDE_APPROVAL_EVENTS = ['PreToolUse', 'PermissionRequest'] as const;

/**
 * How long Claude Code waits for an approval hook. The inbox default applies 5 s before, so a
 * request left alone gets Hookyard's fail-mode answer, not Claude's own timeout handling.
 */
const CLAUDE_APPROVAL_TIMEOUT_SEC = 300;

const STATUS_MESSAGE = 'Waiting for approval in Hookyard';
// The shim needs no extra CA certificates, and loading them costs ~40 ms per call.
const WITHOUT_EXTRA_CERTS = ['-u', 'NODE_EXTRA_CA_CERTS'];

export interface ApprovalInstallInput {
  agent: ApprovalInstallAgent;
  scope: ApprovalInstallScope;
  mode: ApprovalInstallMode;
  failMode: ApprovalFailMode;
  paths: HostPaths;
  dataDir: string;
  shimPath: string;
  nodePath: string;
  /** The running bridge: its port and secret go into `http` entries. */
  bridge: { port: number; secret: string };
}

/** What to add: one group per event in a Claude settings file, or one Cline hook file. */
export type ApprovalInstallPlan =
  | { kind: 'claude-settings'; file: string; groups: Record<string, { hooks: object[] }> }
  | { kind: 'cline-hook-file'; file: string; content: string };

/**
 * Plans an approval install without touching anything. Claude Code: in `settings.json` (user)
 * or `.claude/settings.local.json` (workspace: personal and not committed, since an `http`
 * entry carries the secret), one group without matcher per event holding an `http` handler to
 * the bridge (secret in a header; `onFailure: "block"` when fail-closed) or a command handler
 * running the approver shim. Cline: one executable `PreToolUse` in `<Documents>/Cline/Hooks`
 * (user) or `<root>/.clinerules/hooks`, the folders both the CLI and the VS Code extension read.
 */
export function planApprovalInstall(input: ApprovalInstallInput): ApprovalInstallPlan {
  const posix = input.paths.platform !== 'win32';
  if (input.agent === 'claude-code') {
    const file =
      input.scope.kind === 'user'
        ? userSettingsFile(input.paths)
        : rootSettingsFiles(input.scope.root).local;
    const groups: Record<string, { hooks: object[] }> = {};
    for (const event of CLAUDE_APPROVAL_EVENTS) {
      const handler = claudeHandler(input, posix);
      const check = validateHandler(handler);
      if (!check.ok)
        throw new AppFailure('internal', 'failure.handler-invalid', { message: check.message });
      groups[event] = { hooks: [handler] };
    }
    return { kind: 'claude-settings', file, groups };
  }
  if (!posix) throw new AppFailure('invalid-request', 'failure.approvals-cline-windows');
  if (input.mode === 'http')
    throw new AppFailure('invalid-request', 'failure.approvals-cline-command-only');
  const dir =
    input.scope.kind === 'user'
      ? path.join(input.paths.documentsDir, 'Cline', 'Hooks')
      : path.join(input.scope.root, '.clinerules', 'hooks');
  const argv = [input.nodePath, ...shimArgs(input, 'cline')];
  return {
    kind: 'cline-hook-file',
    file: path.join(dir, 'PreToolUse'),
    content: `#!/bin/sh\n# Hookyard approvals: asks Hookyard before each tool use (fail-${input.failMode}).\nexec /usr/bin/env ${WITHOUT_EXTRA_CERTS.join(' ')} ${argv.map(shellQuote).join(' ')}\n`,
  };
}

function claudeHandler(input: ApprovalInstallInput, posix: boolean): object {
  const common = {
    timeout: CLAUDE_APPROVAL_TIMEOUT_SEC,
    statusMessage: STATUS_MESSAGE,
    ...(input.failMode === 'closed' && { onFailure: 'block' }),
  };
  if (input.mode === 'http') {
    const query = `agent=claude-code&fail=${input.failMode}&timeout=${CLAUDE_APPROVAL_TIMEOUT_SEC}`;
    return {
      type: 'http',
      url: `http://127.0.0.1:${input.bridge.port}/v1/approve?${query}`,
      headers: { [SECRET_HEADER]: input.bridge.secret },
      ...common,
    };
  }
  const args = shimArgs(input, 'claude-code');
  return posix
    ? {
        type: 'command',
        command: '/usr/bin/env',
        args: [...WITHOUT_EXTRA_CERTS, input.nodePath, ...args],
        ...common,
      }
    : { type: 'command', command: input.nodePath, args, ...common };
}

function shimArgs(input: ApprovalInstallInput, agent: string): string[] {
  return [
    input.shimPath,
    '--agent',
    agent,
    '--data-dir',
    input.dataDir,
    '--fail',
    input.failMode,
    ...(agent === 'claude-code' ? ['--timeout', String(CLAUDE_APPROVAL_TIMEOUT_SEC)] : []),
  ];
}

/** Whether a Claude handler is one of Hookyard's approval handlers (to list and remove them). */
export function isApprovalHandler(handler: unknown, shimPath: string): boolean {
  if (typeof handler !== 'object' || handler === null) return false;
  const value = handler as { type?: unknown; url?: unknown; args?: unknown };
  if (value.type === 'http')
    return (
      typeof value.url === 'string' &&
      /^http:\/\/127\.0\.0\.1:\d+\/v1\/approve\?agent=claude-code/.test(value.url)
    );
  return value.type === 'command' && Array.isArray(value.args) && value.args.includes(shimPath);
}
