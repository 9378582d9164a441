import { ClaudeCodeDialect } from './claude-code/claude-code-dialect';
import { ClineCliDialect } from './cline-cli/cline-cli-dialect';
import { ClineVscodeDialect } from './cline-vscode/cline-vscode-dialect';
import type { AgentDialect } from './dialect';

/** Every dialect Hookyard knows, in display order. */
export function createDialects(): AgentDialect[] {
  return [new ClaudeCodeDialect(), new ClineCliDialect(), new ClineVscodeDialect()];
}
