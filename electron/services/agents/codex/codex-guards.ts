import { failsOpenForAllVersions } from '../../../../shared/guards/guard-facts';
import type { AgentGuards } from '../../../../shared/schemas/agent-guards';

/**
 * What Codex CLI does when a guard hook fails (issue 15 §3): "Fail-open everywhere except exit 2 /
 * deny / block" (../shared/spec/codex.md §5). PreToolUse: exit 1 or 3 → failed, tool runs; invalid
 * JSON → failed, tool runs (§5 table); a command the shell cannot start exits 127, the same
 * "hook exited with code" failure. §7: a timed-out hook fails and the tool runs. UserPromptSubmit:
 * "exit 1 / invalid JSON → failed, prompt goes on". Not yet checked
 * by Hookyard's own real-client test (the spec's runs are the evidence).
 */
export const codexGuards: AgentGuards = {
  events: {
    PreToolUse: 'tool',
    PermissionRequest: 'permission',
    UserPromptSubmit: 'prompt',
    Stop: 'stop',
  },
  facts: failsOpenForAllVersions(),
  fix: null,
};
