/** Where and when a sample payload is set: the values that differ per machine and run. */
export interface SampleContext {
  /** Absolute workspace path (Claude Code `cwd`, Cline `workspaceRoots`). */
  workspace: string;
  sessionId: string;
  /** ISO-8601 time of the event. */
  timestamp: string;
  /** Home directory for transcript paths; defaults to `~`. */
  home?: string;
}

/** The tool calls a sample of a tool event can carry, where the agent has a name for them. */
export const TOOL_PRESETS = ['bash-rm', 'write-package-json', 'read-env', 'mcp-memory'] as const;
export type ToolPreset = (typeof TOOL_PRESETS)[number];

/**
 * Each event whose payload carries a tool call, with the presets that exist in the agent's own
 * naming (in TOOL_PRESETS order). An event not listed carries no tool call.
 */
export type ToolPresetsByEvent = Readonly<Record<string, readonly ToolPreset[]>>;

/** A tool call in one agent's naming: its tool name and raw input object. */
export interface ToolCall {
  name: string;
  input: Record<string, unknown>;
}

export const SAMPLE_PACKAGE_JSON = '{\n  "name": "demo",\n  "version": "1.0.0"\n}\n';
export const SAMPLE_MCP_ENTITIES = [
  { name: 'Hookyard', entityType: 'project', observations: ['manages agent hooks'] },
];

/**
 * The presets `toolCall` maps (it returns null for a tool the agent has no known name for),
 * offered on every one of `events`.
 */
export function toolPresetsOf(
  events: Iterable<string>,
  toolCall: (preset: ToolPreset) => ToolCall | null,
): ToolPresetsByEvent {
  const mapped = TOOL_PRESETS.filter((preset) => toolCall(preset) !== null);
  return Object.fromEntries([...events].map((event) => [event, mapped]));
}

/** Deep copy of a JSON template with every placeholder in every string replaced. */
export function fillTemplate<T>(template: T, replacements: Readonly<Record<string, string>>): T {
  const pairs = Object.entries(replacements);
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return pairs.reduce((text, [from, to]) => text.split(from).join(to), value);
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  return walk(template) as T;
}

/** Cline's `mapParams`: every top-level input value as a string (non-strings JSON-encoded). */
export function stringParams(input: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

/** Claude Code's project slug: the absolute path with every non-alphanumeric character as `-`. */
export function claudeProjectSlug(workspace: string): string {
  return workspace.replace(/[^A-Za-z0-9]/g, '-');
}
