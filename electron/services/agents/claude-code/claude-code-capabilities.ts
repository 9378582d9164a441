import { AGENT_TEXT_EN } from '../../../../shared/agents/agent-names';
import { CLAUDE_EVENT_NAMES, CLAUDE_EVENTS } from '../../../../shared/agents/claude-code-events';
import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';
import { CLAUDE_CODE_SURFACE_KEYS } from './claude-code-evidence';
import { claudeCodeGuards } from './claude-code-guards';

/** How long Claude Code waits for a hook by default (its approval hooks too): 10 minutes. */
const DEFAULT_WAIT_SEC = 600;

/** Claude Code's facts, declared once (../shared/spec/claude-code.md). */
export const claudeCodeCapabilities: AgentCapabilities = {
  agent: 'claude-code',
  labelKey: 'agent.claude-code',
  displayName: AGENT_TEXT_EN['claude-code'] as string,
  events: [...CLAUDE_EVENT_NAMES],
  defaultTimeoutMs: Object.fromEntries(
    CLAUDE_EVENT_NAMES.map((event) => [event, CLAUDE_EVENTS[event].defaultTimeoutMs]),
  ),
  editsEntries: true,
  trashes: true,
  creates: true,
  createsSettingsEntry: true,
  runsTypeScript: true,
  needsShebang: false,
  surfaces: CLAUDE_CODE_SURFACE_KEYS,
  switchAllOff: {
    labelKey: 'disableAll.claude',
    explainKey: 'disableAll.claudeExplain',
    params: { file: '.claude/settings.local.json', key: 'disableAllHooks' },
  },
  shim: {
    target: 'claude-code',
    labelKey: 'setup.agent.claude-code',
    writesHookFiles: false,
    modes: ['http', 'command'],
    userFile: '~/.claude/settings.json',
    workspaceFile: '.claude/settings.local.json',
    explainKey: 'setup.claudeExplain',
    noteKey: null,
  },
  approvals: { waitSec: DEFAULT_WAIT_SEC, acceptsEditedInput: true, denyEndsRun: false },
  binary: 'claude',
  trust: null,
  switchedOffReasonKeys: [],
  switchBlockingNoteKeys: [],
  guards: claudeCodeGuards,
};
