import { CLAUDE_EVENT_NAMES } from '../../../../shared/agents/claude-code-events';
import { AppFailure } from '../../../../shared/result';
import { SECRET_HEADER } from '../../approvals/bridge-server';
import {
  type AgentShims,
  type ApproverOptions,
  isRecorderHandler,
  recorderArgs,
  recorderCommand,
  type ShimContext,
  type ShimRoot,
} from '../shim-install';
import { assertStillApplies } from './edits/claude-handler-edits';
import { validateHandler } from './handler-validation';
import { claudeHookIdAt } from './handler-identity';
import { rootSettingsFiles, userSettingsFile } from './settings-sources';

/** The events an approval hook is installed on. */
const APPROVAL_EVENTS = ['PreToolUse', 'PermissionRequest'] as const;

/**
 * How long Claude Code waits for an approval hook. The inbox default applies 5 s before, so a
 * request left alone gets Hookyard's fail-mode answer, not Claude's own timeout handling.
 */
const APPROVAL_TIMEOUT_SEC = 300;
const STATUS_MESSAGE = 'Waiting for approval in Hookyard';
// The shim needs no extra CA certificates, and loading them costs ~40 ms per call.
const WITHOUT_EXTRA_CERTS = ['-u', 'NODE_EXTRA_CA_CERTS'];

/** `settings.json` (user) or `.claude/settings.local.json` (workspace: personal, not committed). */
function settingsFile(ctx: ShimContext, root: ShimRoot): string {
  return root.kind === 'user' ? userSettingsFile(ctx.paths) : rootSettingsFiles(root.root).local;
}

/**
 * Claude Code's shims: entries in its settings file. The recorder is one exec-form command
 * handler per event under matcher `*`; the approver is one group without matcher on PreToolUse
 * and PermissionRequest holding an `http` handler to the bridge (secret in a header, which is
 * why it goes in the personal file; `onFailure: "block"` when fail-closed) or a command handler
 * running the approver shim.
 */
export const claudeCodeShims: AgentShims = {
  recorder(ctx, root) {
    const file = settingsFile(ctx, root);
    const handler = recorderCommand(ctx, recorderArgs(ctx, 'claude-code'));
    return CLAUDE_EVENT_NAMES.map((event) => ({
      kind: 'settings-entry',
      file,
      event,
      group: { matcher: '*', hooks: [{ type: 'command', ...handler, timeout: 10 }] },
    }));
  },
  recorderDefaultEvents: [
    'SessionStart',
    'UserPromptSubmit',
    'PreToolUse',
    'PermissionRequest',
    'PostToolUse',
    'PostToolUseFailure',
    'Stop',
    'SessionEnd',
  ],
  approver(ctx, root, options) {
    const file = settingsFile(ctx, root);
    const handler = approvalHandler(ctx, options);
    const check = validateHandler(handler);
    if (!check.ok)
      throw new AppFailure('internal', 'failure.handler-invalid', { message: check.message });
    return APPROVAL_EVENTS.map((event) => ({
      kind: 'settings-entry',
      file,
      event,
      group: { hooks: [handler] },
    }));
  },
  isLegacy(purpose, found, ctx) {
    if (!('handler' in found)) return false;
    if (purpose === 'recorder') return isRecorderHandler(found.handler, ctx.dataDir);
    const value = found.handler as { type?: unknown; url?: unknown; args?: unknown } | null;
    if (value?.type === 'http')
      return (
        typeof value.url === 'string' &&
        /^http:\/\/127\.0\.0\.1:\d+\/v1\/approve\?agent=claude-code/.test(value.url)
      );
    return Array.isArray(value?.args) && value.args.includes(ctx.approverPath);
  },
  checkSettingsEdit: assertStillApplies,
  hookIds(step, fileText, group) {
    if (step.kind !== 'settings-entry' || fileText === null) return [];
    return [claudeHookIdAt(step.file, fileText, `${step.event}/${group}/0`) ?? []].flat();
  },
};

function approvalHandler(ctx: ShimContext, options: ApproverOptions): Record<string, unknown> {
  const common = {
    timeout: APPROVAL_TIMEOUT_SEC,
    statusMessage: STATUS_MESSAGE,
    ...(options.failMode === 'closed' && { onFailure: 'block' }),
  };
  if (options.mode === 'http') {
    const query = `agent=claude-code&fail=${options.failMode}&timeout=${APPROVAL_TIMEOUT_SEC}`;
    return {
      type: 'http',
      url: `http://127.0.0.1:${options.bridge.port}/v1/approve?${query}`,
      headers: { [SECRET_HEADER]: options.bridge.secret },
      ...common,
    };
  }
  const args = [
    ctx.approverPath,
    ...['--agent', 'claude-code', '--data-dir', ctx.dataDir, '--fail', options.failMode],
    ...['--timeout', String(APPROVAL_TIMEOUT_SEC)],
  ];
  return ctx.paths.platform === 'win32'
    ? { type: 'command', command: ctx.nodePath, args, ...common }
    : {
        type: 'command',
        command: '/usr/bin/env',
        args: [...WITHOUT_EXTRA_CERTS, ctx.nodePath, ...args],
        ...common,
      };
}
