#!/usr/bin/env node
// Claude Code {{EVENT}} hook (Node). Input: one JSON object on stdin (see the event's fields).
// "block" stops what the event is about (UserPromptSubmit: the prompt is dropped; PostToolUse:
// the model is told; Stop: the agent keeps working) and the model gets the reason.
let raw = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (raw += chunk));
process.stdin.on('end', () => {
  // Example: block when the input holds something that looks like an AWS access key.
  if (/AKIA[0-9A-Z]{16}/.test(raw)) {
    const reason = 'This looks like an AWS access key; remove it first.';
    console.log(JSON.stringify({ decision: 'block', reason }));
    return;
  }
  // Other answers (print one JSON object):
  //   add context (UserPromptSubmit, PostToolUse, Stop, SubagentStop):
  //     { hookSpecificOutput: { hookEventName: '{{EVENT}}', additionalContext: 'note for the model' } }
  //   stop the whole session: { continue: false, stopReason: 'why' }
  // Exit 2 with a message on stderr blocks too. No output: carry on.
});
