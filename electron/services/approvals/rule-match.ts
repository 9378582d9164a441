import type { AgentId } from '../../../shared/schemas/agent';
import type { ApprovalRule } from '../../../shared/schemas/approval';
import { compilePattern } from './pattern-match';

/** What a rule can be matched against: the facts of one tool use. */
export interface ToolUseFacts {
  agent: AgentId;
  event: string;
  workspace: string | null;
  sessionId: string | null;
  toolName: string;
  /** The shell command, for command tools. */
  command: string | null;
  /** Every file path the tool input names (absolute, or as the agent gave it). */
  paths: string[];
}

/** A rule with its patterns compiled once, so matching 500 requests does not recompile them. */
export interface CompiledRule {
  rule: ApprovalRule;
  tool: RegExp | null;
  command: RegExp | null;
  path: RegExp | null;
}

/** AppFailure('invalid-request') when a pattern does not compile. */
export function compileRule(rule: ApprovalRule): CompiledRule {
  return {
    rule,
    // Tool names are identifiers (`Bash`, `mcp__srv__tool`): always a glob.
    tool: rule.tool ? compilePattern(rule.tool, 'glob', 'text') : null,
    command: rule.command ? compilePattern(rule.command, rule.patternKind, 'text') : null,
    path: rule.path ? compilePattern(rule.path, rule.patternKind, 'path') : null,
  };
}

/**
 * The first rule, in order, whose scope covers the tool use and whose every given matcher
 * matches; null when none does. A command or path matcher never matches a tool use that has no
 * command or path; a path matcher matches when any of the paths does.
 */
export function firstMatchingRule(
  rules: readonly CompiledRule[],
  facts: ToolUseFacts,
): CompiledRule | null {
  return rules.find((compiled) => matches(compiled, facts)) ?? null;
}

function matches({ rule, tool, command, path }: CompiledRule, facts: ToolUseFacts): boolean {
  if (!inScope(rule, facts)) return false;
  if (rule.agent && rule.agent !== 'any' && rule.agent !== facts.agent) return false;
  if (rule.event && rule.event !== facts.event) return false;
  if (tool && !tool.test(facts.toolName)) return false;
  if (command && (facts.command === null || !command.test(facts.command))) return false;
  if (path && !facts.paths.some((file) => path.test(file))) return false;
  return true;
}

function inScope(rule: ApprovalRule, facts: ToolUseFacts): boolean {
  const { scope } = rule;
  if (scope.kind === 'global') return true;
  if (scope.kind === 'session') return scope.sessionId === facts.sessionId;
  if (facts.workspace === null) return false;
  const root = scope.root.replace(/[\\/]+$/, '');
  return (
    facts.workspace === root ||
    facts.workspace.startsWith(`${root}/`) ||
    facts.workspace.startsWith(`${root}\\`)
  );
}
