// Claude Code {{EVENT}} hook (TypeScript, run with bun): runs when Claude Code would ask you for
// permission. Input: one JSON object on stdin (tool_name, tool_input, permission_suggestions, ...).
import { readFileSync } from 'node:fs';

interface Payload {
  tool_name?: string;
  tool_input?: Record<string, unknown>;
}

const payload = JSON.parse(readFileSync(0, 'utf8') || '{}') as Payload;
const command = String(payload.tool_input?.command ?? '');

function decide(decision: Record<string, unknown>): void {
  console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: '{{EVENT}}', decision } }));
}

// Deny: the tool does not run; the model gets the message.
if (command.includes('rm -rf')) {
  decide({ behavior: 'deny', message: 'rm -rf is blocked by a hook' });
}
// Allow (optionally with a rewritten input):
//   decide({ behavior: 'allow', updatedInput: { ...payload.tool_input, command: 'ls' } })
// No output: Claude Code shows its usual permission prompt.
