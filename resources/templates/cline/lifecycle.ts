// Cline {{EVENT}} hook (TypeScript). The Cline CLI runs .ts files with bun, in the background,
// and ignores their output; the VS Code extension does not run them.
// Input: one JSON object on stdin (taskId, workspaceRoots, and the event's own block).
import { readFileSync } from 'node:fs';

const raw = readFileSync(0, 'utf8');

const payload = JSON.parse(raw || '{}') as { taskId?: string };
// Your code here, e.g. read a field: payload.taskId
void payload;
console.log(JSON.stringify({ cancel: false }));
