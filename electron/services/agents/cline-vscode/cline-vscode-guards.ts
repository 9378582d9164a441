import { failsOpenForAllVersions } from '../../../../shared/guards/guard-facts';
import type { AgentGuards } from '../../../../shared/schemas/agent-guards';

/**
 * What the Cline VS Code extension does when a guard hook fails (issue 15 §3): the hook "failed"
 * and the agent continues. Sources (../shared/spec/cline.md §6.5, read from the 4.x source):
 * `HookProcess.run` rejects on any non-zero exit (a script the shell cannot start exits 127) and
 * "the agent continues"; a timeout (30 s, SIGTERM) fails the event the same way; output that is
 * not JSON and holds no balanced `{…}` is invalid, a failure too. TaskStart, UserPromptSubmit and
 * PreToolUse can cancel. Not checked with a real client here: the extension cannot run headless.
 */
export const clineVscodeGuards: AgentGuards = {
  events: { PreToolUse: 'tool', UserPromptSubmit: 'prompt', TaskStart: 'prompt' },
  facts: failsOpenForAllVersions(),
  fix: null,
};
