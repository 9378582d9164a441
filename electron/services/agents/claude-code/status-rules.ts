import type { Handler, HookStatus, Note, Reason } from '../../../../shared/schemas/hook';
import { planCommand } from './command-plan';
import {
  CLAUDE_EVENTS,
  type ClaudeEventName,
  isClaudeEvent,
} from '../../../../shared/agents/claude-code-events';
import type { ClaudeHandler } from './handler-validation';
import { describeHandler } from './handler-view';
import type { FoundHandler } from './hook-tree';
import type { LoadedSource } from './loaded-source';
import { type CompiledMatcher, looksLikePermissionRule, matcherTraps } from './matcher';

/** The global switches in force for a target, each naming the file that set it. */
export interface Switches {
  managedDisableAll: string | null;
  managedOnly: string | null;
  /** The non-managed file whose `disableAllHooks` silences hooks seen from this root (null: user level). */
  disableAllFor(root: string | null): string | null;
}

export interface JudgeContext {
  switches: Switches;
  platform: NodeJS.Platform;
  which(command: string): string | null;
  /** `${CLAUDE_PROJECT_DIR}` for hooks of a root (null: machine-wide hooks). */
  projectDirFor(root: string | null): string | null;
  /** compileMatcher, possibly memoised across the pass. */
  compileMatcher(matcher: string | undefined, event: ClaudeEventName): CompiledMatcher;
}

export interface Judgement {
  status: HookStatus;
  reason: Reason;
  notes: Note[];
  handler: Handler;
  /** The event it fires on (an agent's Stop fires as SubagentStop); null when unknown. */
  firesOn: ClaudeEventName | null;
}

type Verdict = { status: HookStatus; reason: Reason };

/**
 * The status, reason and notes of one handler, in this order of precedence: the file is broken
 * or dropped → unknown event → invalid entry → invalid matcher → switched off (managed
 * disableAllHooks, allowManagedHooksOnly, a non-managed disableAllHooks) → never runs on its
 * event → its program is missing → active (needing a model or an MCP server where it does).
 */
export function judgeHandler(
  source: LoadedSource,
  found: FoundHandler,
  context: JudgeContext,
): Judgement {
  const firesOn = firingEvent(source, found.event);
  const handler = found.handler;
  const plan = handler?.type === 'command' ? planCommand(handler, planEnv(source, context)) : null;
  const view = describeHandler(found, plan);
  const notes = sourceNotes(source, found, firesOn);
  const done = (verdict: Verdict): Judgement => ({ ...verdict, notes, handler: view, firesOn });
  const invalid = (reason: Reason) => done({ status: 'invalid', reason });

  if (source.document.rowReason) return invalid(source.document.rowReason);
  if (found.shadowed) {
    const params = { file: source.path, event: found.event };
    return done({ status: 'ignored', reason: { key: 'reason.duplicate-key-shadowed', params } });
  }
  if (source.document.handlers.some((other) => other.shadowed && other.event === found.event)) {
    notes.push({
      key: 'note.duplicate-key-live',
      params: { file: source.path, event: found.event },
    });
  }
  if (!firesOn) return invalid({ key: 'reason.unknown-event', params: { event: found.event } });
  if (found.problem || !handler) {
    return invalid({ key: 'reason.handler-invalid', params: { message: found.problem ?? '' } });
  }
  const matcher = context.compileMatcher(found.matcher, firesOn);
  notes.push(...matcherTraps(matcher, firesOn), ...handlerNotes(source, handler));
  if (matcher.kind === 'invalid') {
    const params = { matcher: found.matcher ?? '', message: matcher.error ?? '' };
    return invalid({ key: 'reason.matcher-invalid', params });
  }
  const off = switchedOff(source, context.switches);
  if (off) return done({ status: 'disabled', reason: off });
  const never = neverRuns(handler, firesOn, found.matcher, matcher.kind);
  if (never) return done({ status: 'never-runs', reason: never });
  if (plan?.missing) {
    return done({
      status: 'interpreter-missing',
      reason: { key: 'reason.interpreter-missing', params: { interpreter: plan.interpreter } },
    });
  }
  return done({ status: 'active', reason: activeReason(handler, firesOn) });
}

function firingEvent(source: LoadedSource, event: string): ClaudeEventName | null {
  if (!isClaudeEvent(event)) return null;
  return source.frontmatter?.kind === 'agent' && event === 'Stop' ? 'SubagentStop' : event;
}

function planEnv(source: LoadedSource, context: JudgeContext) {
  return {
    platform: context.platform,
    which: context.which,
    projectDir: context.projectDirFor(source.root),
    pluginRoot: source.plugin?.root ?? null,
    pluginData: source.plugin?.dataDir ?? null,
  };
}

function switchedOff(source: LoadedSource, switches: Switches): Reason | null {
  if (switches.managedDisableAll) {
    return {
      key: 'reason.disabled-by-disable-all-hooks',
      params: { file: switches.managedDisableAll },
    };
  }
  // Managed hooks, and plugins that managed settings enable, outrank the other switches.
  if (source.scope === 'managed' || source.plugin?.enabledByManaged) return null;
  if (switches.managedOnly) {
    return { key: 'reason.disabled-by-managed-only', params: { file: switches.managedOnly } };
  }
  const file = switches.disableAllFor(source.root);
  return file ? { key: 'reason.disabled-by-disable-all-hooks', params: { file } } : null;
}

function neverRuns(
  handler: ClaudeHandler,
  event: ClaudeEventName,
  matcher: string | undefined,
  matcherKind: CompiledMatcher['kind'],
): Reason | null {
  const facts = CLAUDE_EVENTS[event];
  if (handler.type === 'http' && !facts.httpSupported) {
    return { key: 'reason.http-not-supported-for-event', params: { event } };
  }
  if ((handler.type === 'prompt' || handler.type === 'agent') && !facts.modelHandlers) {
    return { key: 'reason.prompt-not-allowed-for-event', params: { type: handler.type, event } };
  }
  if (handler.type === 'mcp_tool' && event === 'Setup') {
    return { key: 'reason.mcp-not-supported-for-event', params: { event } };
  }
  if (handler.if !== undefined && !facts.toolEvent) {
    return { key: 'reason.if-on-non-tool-event', params: { event } };
  }
  const onToolName = facts.matcherField === 'tool_name';
  if (
    onToolName &&
    matcher !== undefined &&
    matcherKind === 'regex' &&
    looksLikePermissionRule(matcher)
  ) {
    return { key: 'reason.matcher-never-matches', params: { matcher } };
  }
  return null;
}

function activeReason(handler: ClaudeHandler, event: ClaudeEventName): Reason {
  if (handler.type === 'prompt' || handler.type === 'agent') {
    return { key: 'reason.active-needs-model', params: { event, type: handler.type } };
  }
  if (handler.type === 'mcp_tool') {
    return {
      key: 'reason.active-needs-mcp',
      params: { event, tool: handler.tool, server: handler.server },
    };
  }
  return { key: 'reason.active', params: { event } };
}

function sourceNotes(source: LoadedSource, found: FoundHandler, firesOn: string | null): Note[] {
  const notes: Note[] = [];
  if (source.plugin) notes.push({ key: 'note.plugin-scope', params: { plugin: source.plugin.id } });
  const frontmatter = source.frontmatter;
  if (frontmatter) {
    notes.push({
      key: 'note.frontmatter-scope',
      params: { kind: frontmatter.kind, name: frontmatter.name },
    });
    if (firesOn && firesOn !== found.event) {
      notes.push({
        key: 'note.agent-stop-fires-as-subagent-stop',
        params: { event: found.event, firesAs: firesOn, name: frontmatter.name },
      });
    }
  }
  return notes;
}

function handlerNotes(source: LoadedSource, handler: ClaudeHandler): Note[] {
  const notes: Note[] = [];
  if (handler.once === true && !source.frontmatter) {
    notes.push({ key: 'note.once-outside-frontmatter', params: {} });
  }
  if (handler.type === 'command' && (handler.async === true || handler.asyncRewake === true)) {
    notes.push({ key: 'note.async-hook', params: {} });
  }
  return notes;
}
