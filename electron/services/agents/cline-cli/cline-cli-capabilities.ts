import { CLINE_EVENTS } from '../../../../shared/agents/cline-events';
import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';
import { CLINE_SHIM } from '../cline/cline-shim-target';
import { CLINE_CLI_TOOL_TIMEOUT_MS } from './run/cline-cli-prepare';
import { CLINE_CLI_SAMPLE_EVENTS } from './run/cline-cli-sample-payloads';

/** The Cline CLI's facts, declared once (../shared/spec/cline.md). */
export const clineCliCapabilities: AgentCapabilities = {
  agent: 'cline-cli',
  labelKey: 'agent.cline-cli',
  displayName: 'Cline CLI',
  events: [...CLINE_CLI_SAMPLE_EVENTS],
  // Tool hooks are awaited for 120 s; lifecycle hooks run detached, without a timeout.
  defaultTimeoutMs: Object.fromEntries(
    Object.entries(CLINE_EVENTS)
      .filter(([, facts]) => facts.cliBlocking)
      .map(([event]) => [event, CLINE_CLI_TOOL_TIMEOUT_MS]),
  ),
  editsEntries: false,
  creates: true,
  needsShebang: false,
  switchesAllOff: true,
  shim: CLINE_SHIM,
  approvals: {
    waitSec: CLINE_CLI_TOOL_TIMEOUT_MS / 1000,
    acceptsEditedInput: true,
    denyEndsRun: true,
  },
};
