import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';
import { CODEX_DEFAULT_TIMEOUT_SEC, CODEX_EVENTS } from './codex-events';
import { codexGuards } from './codex-guards';

/** Codex CLI's facts, declared once (../shared/spec/codex.md). */
export const codexCapabilities: AgentCapabilities = {
  agent: 'codex',
  labelKey: 'agent.codex',
  displayName: 'Codex CLI',
  events: [...CODEX_EVENTS],
  // `timeout` is in seconds; a handler without one gets 600 s (hooks/list `timeoutSec`).
  defaultTimeoutMs: Object.fromEntries(
    CODEX_EVENTS.map((event) => [event, CODEX_DEFAULT_TIMEOUT_SEC * 1000]),
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
    target: 'codex',
    labelKey: 'setup.agent.codex',
    writesHookFiles: false,
    modes: ['command'],
    userFile: '~/.codex/hooks.json',
    workspaceFile: '.codex/hooks.json',
    explainKey: 'setup.codexExplain',
    noteKey: 'setup.codexNote',
  },
  approvals: { waitSec: CODEX_DEFAULT_TIMEOUT_SEC, acceptsEditedInput: true, denyEndsRun: false },
  binary: 'codex',
  trust: {
    labelKey: 'manage.trustInCodex',
    reasonKeys: ['reason.codex-untrusted', 'reason.codex-modified'],
  },
  switchedOffReasonKeys: ['reason.codex-switched-off'],
  switchBlockingNoteKeys: [],
  guards: codexGuards,
};
