// Claude Code {{EVENT}} hook (TypeScript, run with bun): runs when Claude Code would ask you for
// permission. Input: one JSON object on stdin (tool_name, tool_input, permission_suggestions, ...).
import { readFileSync } from 'node:fs';

interface Payload {
  tool_name?: string;
  tool_input?: Record<string, unknown>;
}

const payload = JSON.parse(readFileSync(0, 'utf8') || '{}') as Payload;
const toolInput = payload.tool_input ?? {};
// What this hook looks at: {{WHAT}} (no fields: the whole tool_input).
const inspected = '{{FIELDS}}'.split(' ').filter(Boolean);
const subject = inspected.length
  ? inspected.map((key) => String(toolInput[key] ?? '')).join(' ')
  : JSON.stringify(toolInput);

function decide(decision: Record<string, unknown>): void {
  console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: '{{EVENT}}', decision } }));
}

// Deny: the tool does not run; the model gets the message.
if (subject.includes('{{NEEDLE}}')) {
  decide({ behavior: 'deny', message: '{{REASON}}' });
}
// Allow (optionally with a rewritten input):
//   decide({ behavior: 'allow', updatedInput: { ...payload.tool_input, {{FIELD}}: '{{EXAMPLE}}' } })
// No output: Claude Code shows its usual permission prompt.
