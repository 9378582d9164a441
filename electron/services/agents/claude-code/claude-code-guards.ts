import { guardFactsForAllVersions } from '../../../../shared/guards/guard-facts';
import type { AgentGuards } from '../../../../shared/schemas/agent-guards';

/**
 * What Claude Code does when a guard hook fails (issue 15 §3). Every failure is a non-blocking
 * error: the action proceeds. Sources: ../shared/spec/claude-code.md §3.1 ("other (1, 127, ...):
 * non-blocking error; action proceeds", a missing interpreter is bash's 127; "timeout: hook killed
 * ... action proceeds") and §3.2 (`{ not json` → tool ran). Checked on 2.1.328 with the real
 * client in test/integration/real-agents/guard-fail-open.test.ts.
 */
export const claudeCodeGuards: AgentGuards = {
  events: {
    PreToolUse: 'tool',
    PermissionRequest: 'permission',
    UserPromptSubmit: 'prompt',
    Stop: 'stop',
    SubagentStop: 'stop',
  },
  facts: guardFactsForAllVersions(
    { 'cannot-start': 'open', timeout: 'open', 'bad-exit': 'open', 'invalid-json': 'open' },
    {
      'cannot-start': '2.1.328',
      timeout: '2.1.328',
      'bad-exit': '2.1.328',
      'invalid-json': '2.1.328',
    },
  ),
  // spec §3.1: `onFailure: "block"` turns "could not start / timed out / exit other than 0 or 2 /
  // invalid JSON" into a block, ignored on Stop, SubagentStop, TaskCompleted and TeammateIdle. Read
  // from 2.1.295 on (the release that added it); the real-client test blocks with it on 2.1.328.
  fix: {
    field: 'onFailure',
    value: 'block',
    sinceVersion: '2.1.295',
    ignoredOn: ['Stop', 'SubagentStop'],
  },
};
