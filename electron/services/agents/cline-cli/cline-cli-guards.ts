import { failsOpenForAllVersions } from '../../../../shared/guards/guard-facts';
import type { AgentGuards } from '../../../../shared/schemas/agent-guards';

/**
 * What the Cline CLI (SDK runtime) does when its one blocking hook fails (issue 15 §3): it goes
 * on. Sources (../shared/spec/cline.md): §4 "Spawn failures. A missing interpreter ... is logged
 * ... and the hook is skipped"; §4 tool hooks are killed after 120 s and "a hook killed by a signal
 * is parsed as whatever stdout it produced; empty output means no action" (§6.2); §6.2 "The SDK
 * ignores [the exit code]"; §6.1 "A parse error drops that hook's output". Lifecycle hooks run
 * detached and cannot cancel, so only PreToolUse guards. Checked on 3.0.65 with the real client
 * for cannot-start (a guard file whose command exits 127 under bash), bad-exit and invalid-json:
 * the client agreed, read_files ran each time (test/integration/real-agents/
 * cline-guard-fail-open.test.ts). The timeout is not: the CLI waits 120 s and cannot be told less.
 */
export const clineCliGuards: AgentGuards = {
  events: { PreToolUse: 'tool' },
  facts: failsOpenForAllVersions({
    'cannot-start': '3.0.65',
    'bad-exit': '3.0.65',
    'invalid-json': '3.0.65',
  }),
  fix: null,
};
