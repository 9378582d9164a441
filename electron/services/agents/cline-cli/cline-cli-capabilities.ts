import { AGENT_TEXT_EN } from '../../../../shared/agents/agent-names';
import { CLINE_EVENT_NAMES, CLINE_EVENTS } from '../../../../shared/agents/cline-events';
import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';
import { CLINE_SHIM } from '../cline/cline-shim-target';
import { CLINE_CLI_TOOL_TIMEOUT_MS } from './run/cline-cli-prepare';
import { clineCliGuards } from './cline-cli-guards';

/** The one surface its evidence names: the runtime itself (see ../cline/cline-evidence.ts). */
export const CLINE_CLI_SURFACE = 'cline-cli:cli';

/** The Cline CLI's facts, declared once (../shared/spec/cline.md). */
export const clineCliCapabilities: AgentCapabilities = {
  agent: 'cline-cli',
  labelKey: 'agent.cline-cli',
  displayName: AGENT_TEXT_EN['cline-cli'] as string,
  events: CLINE_EVENT_NAMES.filter((event) => CLINE_EVENTS[event].sdkHookName !== null),
  // Tool hooks are awaited for 120 s; lifecycle hooks run detached, without a timeout.
  defaultTimeoutMs: Object.fromEntries(
    Object.entries(CLINE_EVENTS)
      .filter(([, facts]) => facts.cliBlocking)
      .map(([event]) => [event, CLINE_CLI_TOOL_TIMEOUT_MS]),
  ),
  editsEntries: false,
  trashes: true,
  creates: true,
  createsSettingsEntry: false,
  runsTypeScript: true,
  needsShebang: false,
  // Both runtimes read the same folders: turning the CLI's hooks off turns the extension's off.
  surfaces: { [CLINE_CLI_SURFACE]: 'surface.cline-cli.cli' },
  switchAllOff: {
    labelKey: 'disableAll.cline',
    explainKey: 'disableAll.clineExplain',
    params: { folder: '.hookyard-disabled' },
  },
  shim: CLINE_SHIM,
  approvals: {
    waitSec: CLINE_CLI_TOOL_TIMEOUT_MS / 1000,
    acceptsEditedInput: true,
    denyEndsRun: true,
  },
  binary: 'cline',
  trust: null,
  switchedOffReasonKeys: [],
  switchBlockingNoteKeys: [],
  guards: clineCliGuards,
};
