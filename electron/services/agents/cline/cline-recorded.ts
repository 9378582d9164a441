import { str } from '../../history/ingest/line-mapper';
import type { AgentLog, RecordedPayloads } from '../agent-ingest';
import { clineEventName, clineHooksMapper, clinePayloadFacts } from './ingest/cline-hooks-mapper';

/**
 * Cline payloads the recorder spooled: the CLI sends SDK names (`tool_call`), the VS Code
 * extension file names (`PreToolUse`); an empty stdin (a lifecycle hook fired while the CLI
 * exits) is the CLI's.
 */
export const clineRecorded: RecordedPayloads = {
  facts(payload) {
    const hookName = str(payload.hookName);
    return { ...clinePayloadFacts(payload), event: hookName ? clineEventName(hookName) : null };
  },
  agentOf(payload) {
    const hookName = str(payload.hookName);
    return hookName === null || hookName !== clineEventName(hookName)
      ? 'cline-cli'
      : 'cline-vscode';
  },
};

/** The Cline CLI's own `hooks.jsonl`. */
export const clineHooksLog: AgentLog = {
  mapper: clineHooksMapper as AgentLog['mapper'],
  files: (sources) => [sources.clineHooksLog],
};
