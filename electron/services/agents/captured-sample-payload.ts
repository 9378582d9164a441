import {
  fillTemplate,
  type SampleContext,
  type ToolCall,
  type ToolPreset,
} from '../runner/sample-payloads';

/** One agent's payloads captured from its real CLI, and what differs between agents in them. */
export interface CapturedPayloads {
  /** Event name to the captured stdin, with `<project>` and `<home>` in place of the paths. */
  templates: Readonly<Record<string, unknown>>;
  /** The events whose payload names a tool (a preset replaces it). */
  toolEvents: ReadonlySet<string>;
  toolCall(preset: ToolPreset, context: SampleContext): ToolCall;
  /** The session log path the agent would give for this context. */
  transcriptPath(context: SampleContext, home: string): string;
}

/**
 * A stdin payload for `event` from the agent's captured one, set in the context's workspace and
 * session (Codex and Gemini CLI payloads carry `session_id` and `transcript_path` alike). Null
 * for an event without a capture.
 */
export function capturedSamplePayload(
  captured: CapturedPayloads,
  event: string,
  context: SampleContext,
  preset?: ToolPreset,
): Record<string, unknown> | null {
  if (!Object.hasOwn(captured.templates, event)) return null;
  const home = context.home ?? '~';
  const payload = fillTemplate(captured.templates[event] as Record<string, unknown>, {
    '<project>': context.workspace,
    '<home>': home,
  });
  payload['session_id'] = context.sessionId;
  payload['transcript_path'] = captured.transcriptPath(context, home);
  if (preset && captured.toolEvents.has(event)) {
    const call = captured.toolCall(preset, context);
    payload['tool_name'] = call.name;
    payload['tool_input'] = call.input;
  }
  return payload;
}
