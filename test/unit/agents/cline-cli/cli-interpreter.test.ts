import { describe, expect, it } from 'vitest';

import {
  extensionInterpreter,
  shebangInterpreter,
} from '../../../../electron/services/agents/cline-cli/cli-interpreter';

describe('shebangInterpreter', () => {
  it('skips env, recursively', () => {
    expect(shebangInterpreter(['/usr/bin/env', 'node'], 'linux')).toEqual(['node']);
    expect(shebangInterpreter(['/usr/bin/env', 'env', 'node', '--x'], 'linux')).toEqual([
      'node',
      '--x',
    ]);
  });

  it('drops the directory of bash, sh and zsh and lower-cases them', () => {
    expect(shebangInterpreter(['/bin/bash', '-e'], 'linux')).toEqual(['bash', '-e']);
    expect(shebangInterpreter(['/usr/local/bin/ZSH'], 'linux')).toEqual(['zsh']);
    expect(shebangInterpreter(['C:\\Git\\bin\\sh.exe'], 'win32')).toEqual(['C:\\Git\\bin\\sh.exe']);
  });

  it('keeps python by name on POSIX and uses py -3 on Windows', () => {
    expect(shebangInterpreter(['/usr/bin/python3', '-u'], 'linux')).toEqual(['python3', '-u']);
    expect(shebangInterpreter(['/usr/bin/env', 'python'], 'win32')).toEqual(['py', '-3']);
  });

  it('keeps any other interpreter exactly as written', () => {
    expect(shebangInterpreter(['/opt/node20/bin/node'], 'linux')).toEqual(['/opt/node20/bin/node']);
  });

  it('does not understand env -S: the flag becomes the command', () => {
    expect(shebangInterpreter(['/usr/bin/env', '-S', 'node', '--x'], 'linux')).toEqual([
      '-S',
      'node',
      '--x',
    ]);
  });

  it('falls back to the words as written when env is alone', () => {
    expect(shebangInterpreter(['/usr/bin/env'], 'linux')).toEqual(['/usr/bin/env']);
  });
});

describe('extensionInterpreter', () => {
  it.each([
    ['/h/PreToolUse.sh', ['bash']],
    ['/h/PreToolUse.bash', ['bash']],
    ['/h/PreToolUse.zsh', ['bash']],
    ['/h/PreToolUse.mjs', ['node']],
    ['/h/PreToolUse.cts', ['bun', 'run']],
    ['/h/PreToolUse.py', ['python3']],
    ['/h/PreToolUse.ps1', ['pwsh', '-File']],
    ['/h/PreToolUse', ['bash']],
  ])('runs %s with %j on POSIX', (file, interpreter) => {
    expect(extensionInterpreter(file, 'linux')).toEqual(interpreter);
  });

  it('uses py -3 and powershell -File on Windows', () => {
    expect(extensionInterpreter('C:\\h\\PreToolUse.py', 'win32')).toEqual(['py', '-3']);
    expect(extensionInterpreter('C:\\h\\PreToolUse.ps1', 'win32')).toEqual(['powershell', '-File']);
  });
});
