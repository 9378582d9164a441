import type { HookEntry } from '../../../../shared/schemas/hook';
import { type ClaudeHandler, describeValue, validateHandler } from './handler-validation';

/** A 1-based line and column inside a source file. */
export type SourcePosition = NonNullable<HookEntry['position']>;

/**
 * Read access to a parsed document that keeps where each value was written: one
 * implementation for JSON trees (settings, plugin hooks files) and one for YAML (frontmatter),
 * so that both walk the same `{<Event>: [{matcher, hooks: [...]}]}` structure.
 */
export interface TreeAccess<N> {
  kind(node: N): 'object' | 'array' | 'scalar';
  /** Key/value pairs of an object; a repeated key keeps its last value, as JSON.parse does. */
  entries(node: N): Array<[string, N]>;
  items(node: N): N[];
  value(node: N): unknown;
  /** The node's text as written. */
  raw(node: N): string;
  position(node: N): SourcePosition | null;
}

/** One row's worth of definition: a handler, or a group/event too broken to hold handlers. */
export interface FoundHandler {
  event: string;
  groupIndex: number;
  handlerIndex: number;
  /** The group's matcher when it is a string. */
  matcher: string | undefined;
  /** The validated handler; null when `problem` is set. */
  handler: ClaudeHandler | null;
  /** The value as parsed, for showing what it can (type, command) even when invalid. */
  value: unknown;
  /** Why Claude Code rejects this entry, in its own words; null when it is valid. */
  problem: string | null;
  raw: string;
  position: SourcePosition | null;
  /** Written under an event key that a later key of the same name hides: Claude Code never runs it. */
  shadowed?: boolean;
}

/**
 * Every handler under a `hooks` value, with structural problems as data (never throws).
 * Returns `notObject` when `hooks` is not an object of event names.
 */
export function collectHandlers<N>(
  access: TreeAccess<N>,
  hooks: N,
): { handlers: FoundHandler[]; notObject: boolean } {
  if (access.kind(hooks) !== 'object') return { handlers: [], notObject: true };
  const handlers: FoundHandler[] = [];
  for (const [event, groups] of access.entries(hooks)) {
    const broken = (node: N, groupIndex: number, problem: string): FoundHandler =>
      brokenRow(access, node, { event, groupIndex, problem });
    if (access.kind(groups) !== 'array') {
      const received = describeValue(access.value(groups));
      handlers.push(broken(groups, 0, `must be an array of matchers; received ${received}`));
      continue;
    }
    access.items(groups).forEach((group, groupIndex) => {
      handlers.push(...groupHandlers(access, group, event, groupIndex));
    });
  }
  return { handlers, notObject: false };
}

function groupHandlers<N>(
  access: TreeAccess<N>,
  group: N,
  event: string,
  groupIndex: number,
): FoundHandler[] {
  const broken = (problem: string) => [brokenRow(access, group, { event, groupIndex, problem })];
  if (access.kind(group) !== 'object') {
    return broken(`Hook matcher must be an object; received ${describeValue(access.value(group))}`);
  }
  const fields = new Map(access.entries(group));
  const list = fields.get('hooks');
  if (list === undefined || access.kind(list) !== 'array') {
    const received = describeValue(list === undefined ? undefined : access.value(list));
    return broken(`Hook matcher "hooks" must be an array of hook entries; received ${received}`);
  }
  const matcherNode = fields.get('matcher');
  const matcherValue = matcherNode === undefined ? undefined : access.value(matcherNode);
  const matcherProblem =
    matcherValue === undefined || typeof matcherValue === 'string'
      ? null
      : `Invalid hook matcher (matcher: expected string, received ${describeValue(matcherValue)})`;
  const matcher = typeof matcherValue === 'string' ? matcherValue : undefined;
  return access.items(list).map((node, handlerIndex) => {
    const value = access.value(node);
    const check = validateHandler(value);
    const problem = matcherProblem ?? (check.ok ? null : check.message);
    return {
      event,
      groupIndex,
      handlerIndex,
      matcher,
      handler: check.ok && problem === null ? check.handler : null,
      value,
      problem,
      raw: access.raw(node),
      position: access.position(node),
    };
  });
}

function brokenRow<N>(
  access: TreeAccess<N>,
  node: N,
  where: { event: string; groupIndex: number; problem: string },
): FoundHandler {
  return {
    ...where,
    handlerIndex: 0,
    matcher: undefined,
    handler: null,
    value: access.value(node),
    raw: access.raw(node),
    position: access.position(node),
  };
}
