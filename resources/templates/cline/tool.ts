// Cline {{EVENT}} hook (TypeScript). The Cline CLI runs .ts files with bun; the VS Code extension
// does not run them. Input: one JSON object on stdin; the tool is in preToolUse / postToolUse.
import { readFileSync } from 'node:fs';

interface ToolBlock {
  toolName?: string;
  parameters?: Record<string, string>;
}

const payload = JSON.parse(readFileSync(0, 'utf8') || '{}') as {
  preToolUse?: ToolBlock;
  postToolUse?: ToolBlock;
};
const tool = payload.preToolUse ?? payload.postToolUse ?? {};
const parameters = JSON.stringify(tool.parameters ?? {});

// Example: cancel on rm -rf. A cancel on PreToolUse also ends the whole task.
if (parameters.includes('rm -rf')) {
  console.log(JSON.stringify({ cancel: true, errorMessage: 'rm -rf is blocked by a hook' }));
} else {
  // Add context: { context: 'note for the model' }; rewrite the input: { overrideInput: {...} }.
  // Other text may be printed if the answer is the last line, as 'HOOK_CONTROL\t' + JSON.
  console.log(`HOOK_CONTROL\t${JSON.stringify({ cancel: false, context: '' })}`);
}
