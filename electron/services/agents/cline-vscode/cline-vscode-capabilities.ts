import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';
import { CLINE_SHIM } from '../cline/cline-shim-target';
import { VSCODE_TIMEOUT_MS } from './run/vscode-run-dialect';
import { VSCODE_SAMPLE_EVENTS } from './run/vscode-sample-payloads';

/** The Cline VS Code extension's facts, declared once (../shared/spec/cline.md). */
export const clineVscodeCapabilities: AgentCapabilities = {
  agent: 'cline-vscode',
  labelKey: 'agent.cline-vscode',
  displayName: 'Cline VS Code extension',
  events: [...VSCODE_SAMPLE_EVENTS],
  defaultTimeoutMs: Object.fromEntries(
    VSCODE_SAMPLE_EVENTS.map((event) => [event, VSCODE_TIMEOUT_MS]),
  ),
  editsEntries: false,
  creates: true,
  // The extension runs a hook file directly: without `#!` it cannot start it.
  needsShebang: true,
  // Its hook folders are the CLI's: "switch all off" for Cline covers both.
  switchesAllOff: false,
  shim: CLINE_SHIM,
  // It reads no `overrideInput` from its hooks, so an edited input cannot reach it.
  approvals: { waitSec: VSCODE_TIMEOUT_MS / 1000, acceptsEditedInput: false, denyEndsRun: false },
};
