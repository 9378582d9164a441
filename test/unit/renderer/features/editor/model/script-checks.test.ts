import { describe, expect, it } from 'vitest';

import { agentOf } from '../../../../../../electron/services/agents/registry';

import {
  checkScript,
  shebangInterpreter,
} from '../../../../../../renderer/features/editor/model/script-checks';

/** The capabilities of the agents that run the file. */
const caps = (...agents: string[]) => agents.map((agent) => agentOf(agent).capabilities);

describe('script checks', () => {
  it('reads the interpreter of a shebang, through env and its options', () => {
    expect(shebangInterpreter('#!/bin/bash')).toBe('bash');
    expect(shebangInterpreter('#!/usr/bin/env python3')).toBe('python3');
    expect(shebangInterpreter('#!/usr/bin/env -S node --no-warnings')).toBe('node');
    expect(shebangInterpreter('echo hi')).toBeNull();
  });

  it('flags a .py file whose shebang asks for bash, and passes a matching one', () => {
    expect(
      checkScript('/p/.claude/hooks/guard.py', '#!/bin/bash\necho', caps('claude-code')),
    ).toEqual([{ code: 'shebang-mismatch', extension: '.py', interpreter: 'bash' }]);
    expect(checkScript('/p/guard.py', '#!/usr/bin/env python3\n', caps('claude-code'))).toEqual([]);
    expect(checkScript('/p/guard.ts', '#!/usr/bin/env bun\n', caps('cline-cli'))).toEqual([]);
  });

  it('wants a shebang in a hook file the Cline VS Code extension starts directly', () => {
    expect(
      checkScript('/p/.clinerules/hooks/TaskStart', 'echo hi\n', caps('cline-cli', 'cline-vscode')),
    ).toEqual([{ code: 'missing-shebang', file: 'TaskStart' }]);
    expect(checkScript('/p/.clinerules/hooks/TaskStart', 'echo hi\n', caps('cline-cli'))).toEqual(
      [],
    );
    expect(
      checkScript('C:\\p\\hooks\\TaskStart.ps1', 'Write-Output 1', caps('cline-vscode')),
    ).toEqual([]);
  });

  it('flags a shebang line that ends in a carriage return', () => {
    expect(checkScript('/p/hook.sh', '#!/bin/sh\r\necho\r\n', caps('claude-code'))).toEqual([
      { code: 'shebang-crlf' },
    ]);
  });
});
