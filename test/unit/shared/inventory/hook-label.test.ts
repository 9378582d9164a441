import { describe, expect, it } from 'vitest';

import {
  HOOK_LABEL_MAX,
  hookLabel,
  type LabelledHook,
} from '../../../../shared/inventory/hook-label';

const settings = '/home/ana/.claude/settings.json';
const hook = (type: LabelledHook['handler']['type'], summary: string, sourcePath = settings) => ({
  handler: { type, summary },
  sourcePath,
});

describe('the label that names a hook in a sentence', () => {
  it('is a short command as the row shows it', () => {
    expect(hookLabel(hook('command', '$HOME/block-rm-rf.sh'))).toBe('$HOME/block-rm-rf.sh');
  });

  it('cuts a long command to about 60 characters, ending in an ellipsis', () => {
    const command = `python3 "$CLAUDE_PROJECT_DIR/.claude/hooks/${'very-long-name-'.repeat(6)}.py" --strict`;
    const label = hookLabel(hook('command', command));
    expect(Array.from(label)).toHaveLength(HOOK_LABEL_MAX);
    expect(label.endsWith('…')).toBe(true);
    expect(command.startsWith(label.slice(0, -1))).toBe(true);
  });

  it('collapses newlines, tabs and runs of spaces of a multi-line command to single spaces', () => {
    expect(hookLabel(hook('command', '  jq .tool_input \\\n\t|   grep -q rm\n'))).toBe(
      'jq .tool_input \\ | grep -q rm',
    );
  });

  it('never splits a character made of two UTF-16 units when it cuts', () => {
    const label = hookLabel(hook('command', `echo ${'😀'.repeat(80)}`));
    expect(label).toBe(`echo ${'😀'.repeat(HOOK_LABEL_MAX - 6)}…`);
  });

  it('is the URL of an http hook and the server and tool of an MCP hook', () => {
    expect(hookLabel(hook('http', 'http://127.0.0.1:8080/hooks/pre'))).toBe(
      'http://127.0.0.1:8080/hooks/pre',
    );
    expect(hookLabel(hook('mcp_tool', 'mcp: guard.check_command'))).toBe(
      'mcp: guard.check_command',
    );
  });

  it('is the file name of a Cline hook file, whatever runs it', () => {
    const file = '/home/ana/code/shop/.clinerules/hooks/PreToolUse';
    expect(hookLabel(hook('file', `bash ${file}`, file))).toBe('PreToolUse');
    expect(
      hookLabel(hook('file', '', 'C:\\Users\\ana\\Documents\\Cline\\Hooks\\TaskStart.ps1')),
    ).toBe('TaskStart.ps1');
  });
});
