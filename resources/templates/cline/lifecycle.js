#!/usr/bin/env node
// Cline {{EVENT}} hook (Node). Runs in the Cline CLI and the VS Code extension alike.
// Input: one JSON object on stdin (taskId, workspaceRoots, and the event's own block).
// The Cline CLI runs this in the background and ignores its output; the VS Code extension reads
// the answer of TaskStart and UserPromptSubmit, where { cancel: true, errorMessage: 'why' } stops
// the task. Exit 0: the extension ignores the answer of a hook that exits non-zero.
let raw = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (raw += chunk));
process.stdin.on('end', () => {
  const payload = JSON.parse(raw || '{}');
  // Your code here, e.g. read a field: payload.taskId
  void payload;
  console.log(JSON.stringify({ cancel: false, contextModification: '', errorMessage: '' }));
});
