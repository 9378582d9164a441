/**
 * The closed value lists of the schemas, without zod: the renderer imports these so that its
 * bundle does not carry zod just to list the agents or the statuses.
 */
export const AGENT_IDS = ['claude-code', 'cline-cli', 'cline-vscode'] as const;

export const HOOK_STATUSES = [
  'active',
  'never-runs',
  'ignored',
  'not-executable',
  'disabled',
  'invalid',
  'interpreter-missing',
] as const;
