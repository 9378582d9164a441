import { describe, expect, it } from 'vitest';

import {
  adoptedClaudeCommand,
  commandUserWrote,
} from '../../../../electron/services/agents/claude-code/adopted-command';

// Claude Code's transcripts name the command as the settings file has it: for an adopted or
// watched hook that is the shim's command. History names the hook the user wrote.
describe('the command the user wrote, from the command Claude Code ran', () => {
  const dataDir = "/home/ana/.config/Hookyard's data";

  it.each([
    'echo guard-ok >&2; exit 0',
    `node "$CLAUDE_PROJECT_DIR/.claude/hooks/guard.mjs" --mode 'strict'`,
    "printf '%s' \"it's\" | jq -r '.tool_input' # a 'quoted' comment",
    '',
  ])('gives back %j from its shim command', (original) => {
    const adopted = adoptedClaudeCommand(dataDir, 'f3a1b2c4', original);
    expect(adopted).not.toBe(original);
    expect(commandUserWrote(adopted)).toBe(original);
  });

  it('leaves every other command as it is', () => {
    for (const command of [
      'echo hi',
      "node '/opt/other-shim.js' claude-code '/tmp/r.json' bash -c 'echo hi'",
      "node '/data/shims/hookyard-workspace-shim.js' cline '/tmp/r.json' bash -c 'echo hi'",
    ]) {
      expect(commandUserWrote(command)).toBe(command);
    }
  });
});
