import { failsOpenForAllVersions } from '../../../../shared/guards/guard-facts';
import type { AgentGuards } from '../../../../shared/schemas/agent-guards';

/**
 * What Codex CLI does when a guard hook fails (issue 15 §3): "Fail-open everywhere except exit 2 /
 * deny / block" (../shared/spec/codex.md §5). PreToolUse: exit 1 or 3 → failed, tool runs; invalid
 * JSON → failed, tool runs (§5 table); a command the shell cannot start exits 127, the same
 * "hook exited with code" failure. §7: a timed-out hook fails and the tool runs. UserPromptSubmit:
 * "exit 1 / invalid JSON → failed, prompt goes on". All four checked on 0.169.0 with the real
 * client, a trusted PreToolUse guard on the shell tool (the client agreed on each; the shell
 * tool ran every time): test/integration/real-agents/codex-guard-fail-open.test.ts.
 */
export const codexGuards: AgentGuards = {
  events: {
    PreToolUse: 'tool',
    PermissionRequest: 'permission',
    UserPromptSubmit: 'prompt',
    Stop: 'stop',
  },
  facts: failsOpenForAllVersions({
    'cannot-start': '0.169.0',
    timeout: '0.169.0',
    'bad-exit': '0.169.0',
    'invalid-json': '0.169.0',
  }),
  fix: null,
};
