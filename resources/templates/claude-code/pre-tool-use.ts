// Claude Code {{EVENT}} hook (TypeScript, run with bun). Input: one JSON object on stdin.
// Answer with JSON on stdout and exit 0, or exit 2 with a message on stderr to block.
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

function answer(fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: '{{EVENT}}', ...fields } }));
}

// Block: deny the call; the model is told the reason. (Same effect: console.error(reason); process.exit(2))
if (subject.includes('{{NEEDLE}}')) {
  answer({ permissionDecision: 'deny', permissionDecisionReason: '{{REASON}}' });
}
// Other answers:
//   allow without asking: answer({ permissionDecision: 'allow' })
//   ask the user:         answer({ permissionDecision: 'ask', permissionDecisionReason: 'why' })
//   rewrite the input:    answer({ permissionDecision: 'allow', updatedInput: { ...payload.tool_input, {{FIELD}}: '{{EXAMPLE}}' } })
//   add context:          answer({ additionalContext: 'note for the model' })
// No output: no opinion, Claude Code asks or allows as usual.
