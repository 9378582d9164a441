import { AGENT_TEXT_EN } from '../../../../shared/agents/agent-names';
import { CLINE_EVENT_NAMES, CLINE_EVENTS } from '../../../../shared/agents/cline-events';
import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';
import { CLINE_SHIM } from '../cline/cline-shim-target';
import { VSCODE_TIMEOUT_MS } from './run/vscode-run-dialect';
import { VSCODE_SAMPLE_EVENTS } from './run/vscode-sample-payloads';
import { clineVscodeGuards } from './cline-vscode-guards';

/** The one surface its evidence names: the runtime itself (see ../cline/cline-evidence.ts). */
export const CLINE_VSCODE_SURFACE = 'cline-vscode:vscode';

/** The Cline VS Code extension's facts, declared once (../shared/spec/cline.md). */
export const clineVscodeCapabilities: AgentCapabilities = {
  agent: 'cline-vscode',
  labelKey: 'agent.cline-vscode',
  displayName: AGENT_TEXT_EN['cline-vscode'] as string,
  events: CLINE_EVENT_NAMES.filter((event) => CLINE_EVENTS[event].vscodeWired),
  defaultTimeoutMs: Object.fromEntries(
    VSCODE_SAMPLE_EVENTS.map((event) => [event, VSCODE_TIMEOUT_MS]),
  ),
  editsEntries: false,
  trashes: true,
  creates: true,
  createsSettingsEntry: false,
  runsTypeScript: false,
  // The extension runs a hook file directly: without `#!` it cannot start it.
  needsShebang: true,
  // Its hook folders are the CLI's: "turn all off" for Cline covers both.
  surfaces: { [CLINE_VSCODE_SURFACE]: 'surface.cline-vscode.vscode' },
  switchAllOff: null,
  shim: CLINE_SHIM,
  // It reads no `overrideInput` from its hooks, so an edited input cannot reach it.
  approvals: { waitSec: VSCODE_TIMEOUT_MS / 1000, acceptsEditedInput: false, denyEndsRun: false },
  binary: null,
  trust: null,
  switchedOffReasonKeys: [],
  switchBlockingNoteKeys: [],
  guards: clineVscodeGuards,
};
