import { stringParams, type SampleContext, type ToolPreset } from '../../../runner/sample-payloads';
import { clineToolCall } from '../../cline-cli/run/cline-cli-sample-payloads';

/** The nine names the extension accepts (its VALID_HOOK_TYPES). */
export const VSCODE_SAMPLE_EVENTS = [
  'TaskStart',
  'TaskResume',
  'TaskCancel',
  'TaskComplete',
  'PreToolUse',
  'PostToolUse',
  'UserPromptSubmit',
  'Notification',
  'PreCompact',
] as const;
export type VscodeSampleEvent = (typeof VSCODE_SAMPLE_EVENTS)[number];

const INITIAL_TASK = 'Please read README.txt and tell me what it says.';

/** Proto3 JSON drops default values (empty strings, false, 0, empty lists). */
function omitDefaults(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(omitDefaults);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(
      ([, inner]) =>
        inner !== '' &&
        inner !== false &&
        inner !== 0 &&
        !(Array.isArray(inner) && inner.length === 0),
    )
    .map(([key, inner]) => [key, omitDefaults(inner)]);
  return Object.fromEntries(entries);
}

function block(
  event: VscodeSampleEvent,
  context: SampleContext,
  preset: ToolPreset,
): Record<string, unknown> {
  const call = clineToolCall(preset, context.workspace);
  const parameters = stringParams(call.input);
  const metadata = { taskId: context.sessionId, ulid: '', initialTask: INITIAL_TASK };
  switch (event) {
    case 'TaskStart':
      return { taskStart: { taskMetadata: metadata } };
    case 'TaskResume':
      return {
        taskResume: {
          taskMetadata: metadata,
          previousState: {
            lastMessageTs: String(Date.parse(context.timestamp) - 60_000),
            messageCount: '4',
            conversationHistoryDeleted: false,
          },
        },
      };
    case 'TaskCancel':
      return { taskCancel: { taskMetadata: { ...metadata, completionStatus: 'cancelled' } } };
    case 'TaskComplete':
      return {
        taskComplete: {
          taskMetadata: { ...metadata, initialTask: '', result: 'Done. The file was read.' },
        },
      };
    case 'PreToolUse':
      return { preToolUse: { toolName: call.name, parameters } };
    case 'PostToolUse':
      return {
        postToolUse: {
          toolName: call.name,
          parameters,
          result: 'ok',
          success: true,
          executionTimeMs: '24',
        },
      };
    case 'UserPromptSubmit':
      return { userPromptSubmit: { prompt: INITIAL_TASK, attachments: [] } };
    case 'Notification':
      return {
        notification: {
          event: 'task_complete',
          message: 'Task finished',
          waitingForUserInput: false,
        },
      };
    case 'PreCompact':
      return {
        preCompact: {
          taskId: context.sessionId,
          contextSize: '120000',
          compactionStrategy: 'auto',
        },
      };
  }
}

/**
 * A Cline VS Code extension stdin payload (protobuf `HookInput` as JSON, spec §5.2): millisecond
 * timestamp as a string, model "unknown"/"unknown", default values omitted (an empty prompt kept
 * as ""). TaskResume, Notification and PreCompact are the pre-SDK (≤ 3.89) shapes: 4.x never
 * fires them. The session id is the task id. `preset` picks the tool of PreToolUse and PostToolUse (default: read-env).
 */
export function vscodeSamplePayload(
  event: VscodeSampleEvent,
  context: SampleContext,
  preset: ToolPreset = 'read-env',
): Record<string, unknown> {
  const payload = omitDefaults({
    clineVersion: '4.1.13',
    hookName: event,
    timestamp: String(Date.parse(context.timestamp)),
    taskId: context.sessionId,
    workspaceRoots: [context.workspace],
    userId: 'sample-user',
    model: { provider: 'unknown', slug: 'unknown' },
    ...block(event, context, preset),
  }) as Record<string, unknown>;
  const submit = payload['userPromptSubmit'] as Record<string, unknown> | undefined;
  if (submit && submit['prompt'] === undefined) submit['prompt'] = '';
  return payload;
}
