import type { AgentEvidence, RunFacts } from '../evidence';

/**
 * `CLAUDE_CODE_ENTRYPOINT` → surface. Claude Code sets the variable in every command hook's
 * environment (spec/claude-code.md §1.5: `cli` interactive, `sdk-cli` under `-p`, both seen with
 * the real 2.1.328). The other values are the ones the 2.1.328 binary contains
 * (`strings claude.exe`): `claude-vscode` (the VS Code extension), `claude-desktop` (the Desktop
 * app's Code tab), `sdk-ts`/`sdk-py` (the Agent SDKs), `claude-code-github-action`.
 */
const ENTRYPOINT_SURFACE: Readonly<Record<string, string>> = {
  cli: 'claude-code:cli',
  'sdk-cli': 'claude-code:print',
  'claude-vscode': 'claude-code:vscode',
  'claude-desktop': 'claude-code:desktop',
  'sdk-ts': 'claude-code:sdk',
  'sdk-py': 'claude-code:sdk',
  'claude-code-github-action': 'claude-code:github-action',
};

/** The name of each surface `surfaceOf` returns, as a message key (the capabilities send it). */
export const CLAUDE_CODE_SURFACE_KEYS: Readonly<Record<string, string>> = {
  'claude-code:cli': 'surface.claude-code.cli',
  'claude-code:print': 'surface.claude-code.print',
  'claude-code:vscode': 'surface.claude-code.vscode',
  'claude-code:desktop': 'surface.claude-code.desktop',
  'claude-code:sdk': 'surface.claude-code.sdk',
  'claude-code:github-action': 'surface.claude-code.github-action',
  'claude-code:subagent': 'surface.claude-code.subagent',
  'claude-code:other': 'surface.claude-code.other',
};

function surfaceOf({ env, payload }: RunFacts): string | null {
  // A hook fired inside a subagent gets `agent_id` in its payload (spec §2: "agent_id + agent_type
  // — when fired inside a subagent"; `agent_type` alone is the main thread under --agent).
  if (typeof payload['agent_id'] === 'string' && payload['agent_id'] !== '') {
    return 'claude-code:subagent';
  }
  const entrypoint = env['CLAUDE_CODE_ENTRYPOINT'];
  if (typeof entrypoint !== 'string') return null;
  return ENTRYPOINT_SURFACE[entrypoint] ?? 'claude-code:other';
}

/** Claude Code's evidence: surface from the entrypoint and subagent id; exit 2 blocks (§3.1). */
export const claudeCodeEvidence: AgentEvidence = {
  watchFacts: {
    env: ['CLAUDE_CODE_ENTRYPOINT', 'CLAUDE_PROJECT_DIR', 'CLAUDE_CODE_SESSION_ID'],
    payloadKeys: [
      'session_id',
      'hook_event_name',
      'tool_name',
      'tool_use_id',
      'agent_id',
      'agent_type',
      'cwd',
    ],
  },
  surfaceOf,
  outcomeOf: (exitCode, signal) =>
    signal !== null || exitCode === null
      ? 'error'
      : exitCode === 0
        ? 'success'
        : exitCode === 2
          ? 'block'
          : 'error',
};
