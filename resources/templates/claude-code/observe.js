#!/usr/bin/env node
// Claude Code {{EVENT}} hook (Node). Input: one JSON object on stdin (see the event's fields).
// Claude Code does not act on this event's answer: use it to observe (log, notify, clean up).
let raw = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (raw += chunk));
process.stdin.on('end', async () => {
  // A dynamic import works whether Node treats this file as CommonJS or as an ES module.
  const fs = await import('node:fs');
  // Example: append the event to a log file in the project.
  const log = `${process.env.CLAUDE_PROJECT_DIR || '.'}/.claude/hooks/{{EVENT}}.log`;
  try {
    fs.appendFileSync(log, `${raw.trim()}\n`);
  } catch {
    // No log folder: nothing to do.
  }
});
