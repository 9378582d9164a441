#!/usr/bin/env node
// Cline {{EVENT}} hook (Node). Runs in the Cline CLI and the VS Code extension alike.
// Input: one JSON object on stdin; the tool is in preToolUse / postToolUse {toolName, parameters}.
// Answer with one JSON object on stdout and exit 0 (the VS Code extension ignores the answer of a
// hook that exits non-zero).
let raw = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (raw += chunk));
process.stdin.on('end', () => {
  const payload = JSON.parse(raw || '{}');
  const tool = payload.preToolUse || payload.postToolUse || {};
  const parameters = JSON.stringify(tool.parameters || {});

  // Example: cancel on rm -rf. In the CLI a cancel on PreToolUse also ends the whole task.
  if (parameters.includes('rm -rf')) {
    console.log(JSON.stringify({ cancel: true, errorMessage: 'rm -rf is blocked by a hook' }));
    return;
  }
  // Add context for the model: { cancel: false, contextModification: 'note for the model' }
  // Cline CLI only: rewrite the tool input with { overrideInput: {...} } (PreToolUse), and print
  // other text freely if the answer is the last line, written as 'HOOK_CONTROL\t' + JSON.
  console.log(JSON.stringify({ cancel: false, contextModification: '', errorMessage: '' }));
});
