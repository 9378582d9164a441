#!/usr/bin/env node
// Claude Code {{EVENT}} hook (Node): runs when Claude Code would ask you for permission.
// Input: one JSON object on stdin (tool_name, tool_input, permission_suggestions, ...).
let raw = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (raw += chunk));
process.stdin.on('end', () => {
  const payload = JSON.parse(raw || '{}');
  const toolInput = payload.tool_input || {};
  // What this hook looks at: {{WHAT}} (no fields: the whole tool_input).
  const inspected = '{{FIELDS}}'.split(' ').filter(Boolean);
  const subject = inspected.length
    ? inspected.map((key) => String(toolInput[key] ?? '')).join(' ')
    : JSON.stringify(toolInput);
  const decide = (decision) =>
    console.log(JSON.stringify({ hookSpecificOutput: { hookEventName: '{{EVENT}}', decision } }));

  // Deny: the tool does not run; the model gets the message.
  if (subject.includes('{{NEEDLE}}')) {
    decide({ behavior: 'deny', message: '{{REASON}}' });
    return;
  }
  // Allow (optionally with a rewritten input):
  //   decide({ behavior: 'allow', updatedInput: { ...payload.tool_input, {{FIELD}}: '{{EXAMPLE}}' } })
  // No output: Claude Code shows its usual permission prompt.
});
