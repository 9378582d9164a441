import { ClineCliDialect } from './cline-cli/cline-cli-dialect';
import { ClineVscodeDialect } from './cline-vscode/cline-vscode-dialect';
import type { AgentDialect } from './dialect';

/** Every dialect Hookyard knows, in display order. */
export function createDialects(): AgentDialect[] {
  return [new ClineCliDialect(), new ClineVscodeDialect()];
}
