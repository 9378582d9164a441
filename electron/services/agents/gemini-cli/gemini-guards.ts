import { guardFactsForAllVersions } from '../../../../shared/guards/guard-facts';
import type { AgentGuards } from '../../../../shared/schemas/agent-guards';

/**
 * What Gemini CLI does when a guard hook fails (issue 15 §3), from ../shared/spec/gemini-cli.md
 * §6: with no JSON on stdout, exit 1 means "allow with a warning" but any code other than 0, 1 or
 * 2 denies with stderr as the reason. A hook whose command cannot start runs through `bash -c`
 * (§5), which exits 127: that **blocks** (fails closed). A timeout is a non-blocking failure, the
 * tool ran (§7 `timeout`); `{not json` is a system message, the tool ran (§6 `bt-invalid`).
 * All four checked on 0.61.0 with the real client, a BeforeTool guard on the shell tool (the
 * client agreed on each): test/integration/real-agents/gemini-guard-fail-open.test.ts.
 */
export const geminiGuards: AgentGuards = {
  events: { BeforeTool: 'tool', BeforeAgent: 'prompt', AfterAgent: 'stop' },
  facts: guardFactsForAllVersions(
    { 'cannot-start': 'closed', timeout: 'open', 'bad-exit': 'open', 'invalid-json': 'open' },
    { 'cannot-start': '0.61.0', timeout: '0.61.0', 'bad-exit': '0.61.0', 'invalid-json': '0.61.0' },
  ),
  fix: null,
};
