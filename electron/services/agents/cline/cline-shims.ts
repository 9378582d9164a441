import path from 'node:path';

import { CLINE_EVENT_NAMES, CLINE_EVENTS } from '../../../../shared/agents/cline-events';
import type { FailureKey } from '../../../../shared/i18n/failure-text';
import { AppFailure } from '../../../../shared/result';
import { shellQuote } from '../../platform/shell-quote';
import { hookId } from '../hook-id';
import {
  type AgentShims,
  commandLine,
  recorderArgs,
  recorderCommand,
  type ShimContext,
  type ShimRoot,
} from '../shim-install';

/** The second line of every recorder hook file: how Hookyard knows its own files again. */
const RECORDER_FILE_MARKER = '# Hookyard recorder:';
// The shim needs no extra CA certificates, and loading them costs ~40 ms per call.
const WITHOUT_EXTRA_CERTS = ['-u', 'NODE_EXTRA_CA_CERTS'];

/** `<Documents>/Cline/Hooks` (user) or `<root>/.clinerules/hooks`: both runtimes read them. */
function hooksFolder(ctx: ShimContext, root: ShimRoot): string {
  return root.kind === 'user'
    ? path.join(ctx.paths.documentsDir, 'Cline', 'Hooks')
    : path.join(root.root, '.clinerules', 'hooks');
}

/** Hook files run under /bin/sh: a PowerShell hook could not start the shims. */
function refuseWindows(ctx: ShimContext, key: FailureKey): void {
  if (ctx.paths.platform === 'win32') throw new AppFailure('invalid-request', key);
}

/** Whether a Cline hook file is a recorder wrapper (of `dataDir`'s recorder, when given). */
export function isRecorderHookFile(content: string, dataDir?: string): boolean {
  const [shebang, marker] = content.split('\n', 2);
  if (shebang !== '#!/bin/sh' || !marker?.startsWith(RECORDER_FILE_MARKER)) return false;
  return dataDir === undefined || content.includes(` '--data-dir' ${shellQuote(dataDir)}`);
}

/**
 * Both Cline runtimes' shims: executable hook files named exactly as the event, in the folders
 * the CLI and the VS Code extension both read. The recorder is one wrapper per event (the
 * recorder tells the runtimes apart by the payload); the approver is one `PreToolUse` file
 * running the approver shim (command mode only: Cline runs files, not http handlers).
 */
export const clineShims: AgentShims = {
  recorder(ctx, root) {
    refuseWindows(ctx, 'failure.recorder-cline-windows');
    const dir = hooksFolder(ctx, root);
    const events = CLINE_EVENT_NAMES.filter(
      (name) => CLINE_EVENTS[name].sdkHookName !== null || CLINE_EVENTS[name].vscodeWired,
    );
    return events.map((event) => ({
      kind: 'hook-file',
      file: path.join(dir, event),
      event,
      mode: 0o755,
      content: `#!/bin/sh\n${RECORDER_FILE_MARKER} records this ${event} event; prints "no opinion".\nexec ${commandLine(recorderCommand(ctx, recorderArgs(ctx, 'cline', event)))}\n`,
    }));
  },
  recorderDefaultEvents: [
    'TaskStart',
    'TaskResume',
    'UserPromptSubmit',
    'PreToolUse',
    'PostToolUse',
    'TaskComplete',
    'TaskError',
    'TaskCancel',
  ],
  approver(ctx, root, options) {
    refuseWindows(ctx, 'failure.approvals-cline-windows');
    if (options.mode === 'http')
      throw new AppFailure('invalid-request', 'failure.approvals-cline-command-only');
    const argv = [ctx.nodePath, ctx.approverPath, '--agent', 'cline', '--data-dir', ctx.dataDir];
    argv.push('--fail', options.failMode);
    return [
      {
        kind: 'hook-file',
        file: path.join(hooksFolder(ctx, root), 'PreToolUse'),
        event: 'PreToolUse',
        mode: 0o755,
        content: `#!/bin/sh\n# Hookyard approvals: asks Hookyard before each tool use (fail-${options.failMode}).\nexec /usr/bin/env ${WITHOUT_EXTRA_CERTS.join(' ')} ${argv.map(shellQuote).join(' ')}\n`,
      },
    ];
  },
  isLegacy(purpose, found, ctx) {
    if (!('content' in found)) return false;
    return purpose === 'recorder'
      ? isRecorderHookFile(found.content, ctx.dataDir)
      : found.content.includes(shellQuote(ctx.approverPath));
  },
  // A Cline hook file is one inventory row per runtime: both read these folders.
  hookIds(step) {
    const name = path.basename(step.file);
    return [hookId('cline-cli', step.file, name), hookId('cline-vscode', step.file, name)];
  },
};
