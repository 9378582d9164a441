/**
 * Each agent's English name, for service-made text (reasons, native notifications) written in
 * shared/: the agents' capabilities carry the same names (`displayName`, checked by a unit test).
 */
export const AGENT_TEXT_EN: Record<string, string> = {
  'claude-code': 'Claude Code',
  'cline-cli': 'Cline CLI',
  'cline-vscode': 'Cline VS Code extension',
  codex: 'Codex CLI',
  'gemini-cli': 'Gemini CLI',
};
