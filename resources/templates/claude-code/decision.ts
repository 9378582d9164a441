// Claude Code {{EVENT}} hook (TypeScript, run with bun). Input: one JSON object on stdin.
// "block" stops what the event is about (UserPromptSubmit: the prompt is dropped; PostToolUse:
// the model is told; Stop: the agent keeps working) and the model gets the reason.
import { readFileSync } from 'node:fs';

const raw = readFileSync(0, 'utf8');

// Example: block when the input holds something that looks like an AWS access key.
if (/AKIA[0-9A-Z]{16}/.test(raw)) {
  const reason = 'This looks like an AWS access key; remove it first.';
  console.log(JSON.stringify({ decision: 'block', reason }));
}
// Other answers (print one JSON object):
//   add context (UserPromptSubmit, PostToolUse, Stop, SubagentStop):
//     { hookSpecificOutput: { hookEventName: '{{EVENT}}', additionalContext: 'note for the model' } }
//   stop the whole session: { continue: false, stopReason: 'why' }
// Exit 2 with a message on stderr blocks too. No output: carry on.
