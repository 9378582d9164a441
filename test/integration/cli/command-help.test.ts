import { describe, expect, it } from 'vitest';

import { runHookyard } from '../../helpers/hookyard-cli';

const hookyard = (args: string[]) => runHookyard(args);

describe('hookyard <command> --help', () => {
  it.each(['list', 'run', 'test', 'serve'])('%s --help shows that command alone', (command) => {
    const result = hookyard([command, '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Usage: hookyard ${command} \\[options\\]`));
    const others = ['list', 'run', 'test', 'serve'].filter((other) => other !== command);
    for (const other of others) expect(result.stdout).not.toMatch(new RegExp(`^  ${other} `, 'm'));
    expect(result.stdout).toContain('--data-dir DIR');
  });

  it('--help alone and an unknown command show every command', () => {
    const global = hookyard(['--help']);
    expect(global.status).toBe(0);
    for (const command of ['serve', 'list', 'run', 'audit', 'test'])
      expect(global.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    const unknown = hookyard(['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command: frobnicate');
    expect(unknown.stderr).toMatch(/^ {2}audit /m);
  });

  it('a usage error of one command shows that command’s help', () => {
    const result = hookyard(['run', '--agent', 'claude-code']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: hookyard run [options]');
    expect(result.stderr).not.toMatch(/^ {2}serve /m);
  });
});
