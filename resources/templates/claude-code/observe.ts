// Claude Code {{EVENT}} hook (TypeScript, run with bun). Input: one JSON object on stdin.
// Claude Code does not act on this event's answer: use it to observe (log, notify, clean up).
import { appendFileSync, readFileSync } from 'node:fs';

const raw = readFileSync(0, 'utf8');

// Example: append the event to a log file in the project.
const log = `${process.env.CLAUDE_PROJECT_DIR ?? '.'}/.claude/hooks/{{EVENT}}.log`;
try {
  appendFileSync(log, `${raw.trim()}\n`);
} catch {
  // No log folder: nothing to do.
}
