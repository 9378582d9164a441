// Claude Code {{EVENT}} hook (TypeScript, run with bun). Input: one JSON object on stdin.
// Answer with JSON on stdout and exit 0, or exit 2 with a message on stderr to block.
import { readFileSync } from 'node:fs';

interface Payload {
  tool_name?: string;
  tool_input?: Record<string, unknown>;
}

const payload = JSON.parse(readFileSync(0, 'utf8') || '{}') as Payload;
const command = String(payload.tool_input?.command ?? '');

function answer(fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: '{{EVENT}}', ...fields } }));
}

// Block: deny the call; the model is told the reason. (Same effect: console.error(reason); process.exit(2))
if (command.includes('rm -rf')) {
  answer({ permissionDecision: 'deny', permissionDecisionReason: 'rm -rf is blocked by a hook' });
}
// Other answers:
//   allow without asking: answer({ permissionDecision: 'allow' })
//   ask the user:         answer({ permissionDecision: 'ask', permissionDecisionReason: 'why' })
//   rewrite the input:    answer({ permissionDecision: 'allow', updatedInput: { ...payload.tool_input, command: 'ls' } })
//   add context:          answer({ additionalContext: 'note for the model' })
// No output: no opinion, Claude Code asks or allows as usual.
