import {
  KNOWN_TOOL_NAMES,
  type ClaudeEventName,
} from '../../../../shared/agents/claude-code-events';
import { canonicalToolName, compileMatcher } from './matcher';

/**
 * What a new tool hook's template looks at and blocks by default: fields of `tool_input` (null:
 * the whole `tool_input` as JSON), the text that blocks, the reason given, and a sample value of
 * the first field for the template's "rewrite the input" example.
 */
export interface ToolInputFocus {
  fields: readonly string[] | null;
  needle: string;
  reason: string;
  example: string;
}

const COMMAND: ToolInputFocus = {
  fields: ['command'],
  needle: 'rm -rf',
  reason: 'rm -rf is blocked by a hook',
  example: 'ls',
};
const FILE: ToolInputFocus = {
  fields: ['file_path'],
  needle: '/.env',
  reason: '.env files are protected by a hook',
  example: '/tmp/elsewhere.txt',
};
const NOTEBOOK: ToolInputFocus = { ...FILE, fields: ['notebook_path'] };
const URL: ToolInputFocus = {
  fields: ['url'],
  needle: 'http://',
  reason: 'plain http:// is blocked by a hook',
  example: 'https://example.com',
};
/** Every tool, several kinds, or ones Hookyard does not know: the whole input is searched. */
const WHOLE_INPUT: ToolInputFocus = { ...COMMAND, fields: null };

/**
 * The `tool_input` field each tool's target is in (spec/claude-code.md §3 and the captured
 * payloads: Bash `command`, Write `file_path`; the others from Claude Code's tool docs).
 */
const FOCUS_OF_TOOL: Readonly<Record<string, ToolInputFocus>> = {
  Bash: COMMAND,
  Write: FILE,
  Edit: FILE,
  MultiEdit: FILE,
  Read: FILE,
  NotebookEdit: NOTEBOOK,
  WebFetch: URL,
};

const KNOWN = new Set<string>(KNOWN_TOOL_NAMES);

/**
 * What a template for this event and matcher should inspect: the field of the tools the matcher
 * selects when they all keep their target in the same kind of field (`Write|Edit` →
 * `file_path`, `Bash` → `command`, `Write|NotebookEdit` → both path fields), else the whole
 * `tool_input` (no matcher, `*`, `Bash|Write`, an MCP tool, an unknown name, an invalid RegExp).
 * The matcher is read as Claude Code reads it (exact names or a RegExp). Never throws.
 */
export function toolInputFocus(
  event: ClaudeEventName,
  matcher: string | undefined,
): ToolInputFocus {
  const compiled = compileMatcher(matcher, event);
  if (compiled.kind === 'all' || compiled.kind === 'invalid') return WHOLE_INPUT;
  if (compiled.kind === 'exact' && compiled.names.some((name) => !KNOWN.has(name))) {
    return WHOLE_INPUT;
  }
  const tools = [
    ...new Set(KNOWN_TOOL_NAMES.filter((tool) => compiled.test(tool)).map(canonicalToolName)),
  ];
  const focuses = tools.map((tool) => FOCUS_OF_TOOL[tool]);
  const first = focuses[0];
  if (!first || focuses.some((focus) => !focus || focus.needle !== first.needle))
    return WHOLE_INPUT;
  const fields = [...new Set(focuses.flatMap((focus) => focus?.fields ?? []))];
  return { ...first, fields };
}
