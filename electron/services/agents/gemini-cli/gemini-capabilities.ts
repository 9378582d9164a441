import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';
import { GEMINI_DEFAULT_TIMEOUT_MS, GEMINI_EVENTS } from './gemini-events';
import { geminiGuards } from './gemini-guards';

/** Gemini CLI's facts, declared once (../shared/spec/gemini-cli.md). */
export const geminiCapabilities: AgentCapabilities = {
  agent: 'gemini-cli',
  labelKey: 'agent.gemini-cli',
  displayName: 'Gemini CLI',
  events: [...GEMINI_EVENTS],
  // `timeout` is in milliseconds; 60,000 when unset.
  defaultTimeoutMs: Object.fromEntries(
    GEMINI_EVENTS.map((event) => [event, GEMINI_DEFAULT_TIMEOUT_MS]),
  ),
  editsEntries: false,
  trashes: false,
  creates: false,
  needsShebang: false,
  createsSettingsEntry: false,
  runsTypeScript: false,
  surfaces: {},
  switchAllOff: null,
  shim: {
    target: 'gemini-cli',
    labelKey: 'setup.agent.gemini-cli',
    writesHookFiles: false,
    modes: ['command'],
    userFile: '~/.gemini/settings.json',
    workspaceFile: '.gemini/settings.json',
    explainKey: 'setup.geminiExplain',
    noteKey: 'setup.geminiNote',
  },
  approvals: {
    waitSec: GEMINI_DEFAULT_TIMEOUT_MS / 1000,
    acceptsEditedInput: true,
    denyEndsRun: false,
  },
  binary: 'gemini',
  trust: null,
  switchedOffReasonKeys: ['reason.gemini-disabled-by-name'],
  switchBlockingNoteKeys: ['note.gemini-shared-name'],
  guards: geminiGuards,
};
