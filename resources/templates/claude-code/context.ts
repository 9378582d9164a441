// Claude Code {{EVENT}} hook (TypeScript, run with bun). Input: one JSON object on stdin.
// This event cannot block; it can add context for the model.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const payload = JSON.parse(readFileSync(0, 'utf8') || '{}') as { cwd?: string };

// Example: tell the model which git branch the project is on.
const project = process.env.CLAUDE_PROJECT_DIR ?? payload.cwd ?? '.';
const git = spawnSync('git', ['-C', project, 'rev-parse', '--abbrev-ref', 'HEAD'], {
  encoding: 'utf8',
});
const branch = git.status === 0 ? git.stdout.trim() : '';
if (branch) {
  const additionalContext = `Current git branch: ${branch}`;
  console.log(
    JSON.stringify({ hookSpecificOutput: { hookEventName: '{{EVENT}}', additionalContext } }),
  );
}
// No output: nothing is added.
