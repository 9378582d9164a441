#!/usr/bin/env node
// Claude Code {{EVENT}} hook (Node). Input: one JSON object on stdin (see the event's fields).
// This event cannot block; it can add context for the model.
let raw = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (raw += chunk));
process.stdin.on('end', async () => {
  // A dynamic import works whether Node treats this file as CommonJS or as an ES module.
  const { spawnSync } = await import('node:child_process');
  const payload = JSON.parse(raw || '{}');
  // Example: tell the model which git branch the project is on.
  const project = process.env.CLAUDE_PROJECT_DIR || payload.cwd || '.';
  const git = spawnSync('git', ['-C', project, 'rev-parse', '--abbrev-ref', 'HEAD'], {
    encoding: 'utf8',
  });
  const branch = git.status === 0 ? git.stdout.trim() : '';
  if (branch) {
    const additionalContext = `Current git branch: ${branch}`;
    const hookSpecificOutput = { hookEventName: '{{EVENT}}', additionalContext };
    console.log(JSON.stringify({ hookSpecificOutput }));
  }
  // No output: nothing is added.
});
