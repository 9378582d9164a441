import { failsOpenForAllVersions } from '../../../../shared/guards/guard-facts';
import type { AgentGuards } from '../../../../shared/schemas/agent-guards';

/**
 * What the Cline CLI (SDK runtime) does when its one blocking hook fails (issue 15 §3): it goes
 * on. Sources (../shared/spec/cline.md): §4 "Spawn failures. A missing interpreter ... is logged
 * ... and the hook is skipped"; §4 tool hooks are killed after 120 s and "a hook killed by a signal
 * is parsed as whatever stdout it produced; empty output means no action" (§6.2); §6.2 "The SDK
 * ignores [the exit code]"; §6.1 "A parse error drops that hook's output". Lifecycle hooks run
 * detached and cannot cancel, so only PreToolUse guards. Not yet checked
 * by Hookyard's own real-client test (the spec's runs are the evidence).
 */
export const clineCliGuards: AgentGuards = {
  events: { PreToolUse: 'tool' },
  facts: failsOpenForAllVersions(),
  fix: null,
};
