import { claudeMatching } from '../agents/claude-code/run/claude-matching';
import { createClaudeRunDialect } from '../agents/claude-code/run/claude-run-dialect';
import type { ClaudeMatching } from '../agents/claude-code/run/claude-select';
import { clineCliRunDialect } from '../agents/cline-cli/run/cline-cli-run-dialect';
import { vscodeRunDialect } from '../agents/cline-vscode/run/vscode-run-dialect';
import type { RunDialect } from './run-dialect';

/** The run dialect of every agent, for `new HookRunner({ dialects })`. */
export function createRunDialects(matching: ClaudeMatching = claudeMatching): RunDialect[] {
  return [createClaudeRunDialect(matching), clineCliRunDialect, vscodeRunDialect];
}
