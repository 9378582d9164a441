import {
  fillTemplate,
  type SampleContext,
  type ToolCall,
  type ToolPreset,
  type ToolPresetsByEvent,
} from '../runner/sample-payloads';

/** One agent's payloads captured from its real CLI, and what differs between agents in them. */
export interface CapturedPayloads {
  /** Event name to the captured stdin, with `<project>` and `<home>` in place of the paths. */
  templates: Readonly<Record<string, unknown>>;
  /** The events whose payload names a tool, and the presets that can replace it. */
  toolPresets: ToolPresetsByEvent;
  toolCall(preset: ToolPreset, context: SampleContext): ToolCall | null;
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
  const call =
    preset && captured.toolPresets[event]?.includes(preset)
      ? captured.toolCall(preset, context)
      : null;
  if (call) {
    payload['tool_name'] = call.name;
    payload['tool_input'] = call.input;
  }
  return payload;
}
