/**
 * The agent ids and shim install targets, as the contract's vocabulary: the zod schemas of
 * shared/ validate requests with them, and shared/ cannot import the agents' registry
 * (electron/services/agents/registry.ts), which must list the same ids (a unit test checks).
 * Outside electron/services/agents/ and shared/agents/ no code names one (a lint rule says so).
 */
export const AGENT_IDS = [
  'claude-code',
  'cline-cli',
  'cline-vscode',
  'codex',
  'gemini-cli',
] as const;

/** Each id by name, for the per-dialect shapes of the contract (shared/schemas/run.ts). */
export const [CLAUDE_CODE, CLINE_CLI, CLINE_VSCODE, CODEX, GEMINI_CLI] = AGENT_IDS;

/**
 * Where the recorder and approver shims install: both Cline runtimes read one set of folders;
 * every other agent is its own target.
 */
export const SHIM_TARGETS = ['claude-code', 'cline', 'codex', 'gemini-cli'] as const;

/** The shim target of both Cline runtimes. */
export const CLINE_SHIM = SHIM_TARGETS[1];
