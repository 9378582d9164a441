import { describe, expect, it } from 'vitest';

import { destructiveReason } from '../../../shared/agents/destructive-tools';
import { consentReasonsEn } from '../../../shared/i18n/consent-text';
import { toolCallOf, toolUseFacts } from '../../../electron/services/replay/tool-call';

const reasonFor = (payload: Record<string, unknown>, cwd: string | null = '/w') => {
  const call = toolCallOf(payload);
  const detail = call ? destructiveReason(toolUseFacts(call), cwd) : null;
  // Checked as the English words the CLI prints.
  return detail ? consentReasonsEn([{ detail }]) : null;
};
const bash = (command: string) => ({ tool_name: 'Bash', tool_input: { command } });

describe('destructive tool calls', () => {
  it.each([
    'rm -rf build',
    'cd x && rm -f a.txt',
    'git push --force origin main',
    'git push -f',
    'git reset --hard HEAD~1',
    'git clean -fdx',
    'sudo apt-get install x',
    'find . -name "*.o" -delete',
  ])('asks before replaying Bash `%s`', (command) => {
    expect(reasonFor(bash(command))).toContain('Bash runs');
  });

  it.each(['ls -la', 'git push origin main', 'npm test', 'grep -r rm .', 'git branch -d x'])(
    'does not ask for `%s`',
    (command) => {
      expect(reasonFor(bash(command))).toBeNull();
    },
  );

  it('reads the Cline CLI and VS Code shapes too', () => {
    expect(
      reasonFor({ tool_call: { name: 'run_commands', input: { commands: ['ls', 'rm -r dist'] } } }),
    ).toContain('run_commands runs rm');
    expect(
      reasonFor({
        preToolUse: { toolName: 'execute_command', parameters: { command: 'git reset --hard' } },
      }),
    ).toContain('git reset --hard');
  });

  it('asks before a write outside the working folder, not inside it', () => {
    const write = (file_path: string) => ({ tool_name: 'Write', tool_input: { file_path } });
    expect(reasonFor(write('/w/src/a.ts'))).toBeNull();
    expect(reasonFor(write('src/a.ts'))).toBeNull();
    expect(reasonFor(write('/etc/passwd'))).toContain('outside the working folder');
    expect(reasonFor(write('/w/../etc/x'))).not.toBeNull();
    expect(reasonFor(write('/wx/a'))).not.toBeNull();
    expect(reasonFor(write('/w/a.ts'), null)).not.toBeNull();
    expect(
      reasonFor({
        preToolUse: { toolName: 'write_to_file', parameters: { path: '/home/u/.bashrc' } },
      }),
    ).toContain('write_to_file');
  });
});
