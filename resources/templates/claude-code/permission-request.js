#!/usr/bin/env node
// Claude Code {{EVENT}} hook (Node): runs when Claude Code would ask you for permission.
// Input: one JSON object on stdin (tool_name, tool_input, permission_suggestions, ...).
let raw = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (raw += chunk));
process.stdin.on('end', () => {
  const payload = JSON.parse(raw || '{}');
  const command = String((payload.tool_input || {}).command || '');
  const decide = (decision) =>
    console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: '{{EVENT}}', decision } }));

  // Deny: the tool does not run; the model gets the message.
  if (command.includes('rm -rf')) {
    decide({ behavior: 'deny', message: 'rm -rf is blocked by a hook' });
    return;
  }
  // Allow (optionally with a rewritten input):
  //   decide({ behavior: 'allow', updatedInput: { ...payload.tool_input, command: 'ls' } })
  // No output: Claude Code shows its usual permission prompt.
});
