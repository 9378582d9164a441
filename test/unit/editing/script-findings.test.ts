import { describe, expect, it } from 'vitest';

import {
  pythonFindings,
  shellcheckFindings,
} from '../../../electron/services/editing/script-linter';

describe('reading the checkers’ reports', () => {
  it('takes shellcheck json1 comments with their rule, line, column and level', () => {
    // The shape `shellcheck --format=json1` prints (shellcheck 0.9).
    const report = JSON.stringify({
      comments: [
        {
          file: 'hook.sh',
          line: 3,
          endLine: 3,
          column: 6,
          endColumn: 12,
          level: 'info',
          code: 2086,
          message: 'Double quote to prevent globbing and word splitting.',
          fix: null,
        },
        {
          file: 'hook.sh',
          line: 1,
          column: 1,
          level: 'error',
          code: 2148,
          message: 'Add a shebang.',
        },
      ],
    });
    expect(shellcheckFindings(report)).toEqual([
      {
        tool: 'shellcheck',
        line: 3,
        column: 6,
        severity: 'info',
        message: 'Double quote to prevent globbing and word splitting.',
        code: 'SC2086',
      },
      {
        tool: 'shellcheck',
        line: 1,
        column: 1,
        severity: 'error',
        message: 'Add a shebang.',
        code: 'SC2148',
      },
    ]);
    expect(shellcheckFindings('not json')).toEqual([]);
  });

  it('takes the line and the last line of a py_compile report', () => {
    const report =
      '  File "/tmp/x/hook.py", line 7\n    def f(:\n          ^\nSyntaxError: invalid syntax\n';
    expect(pythonFindings(report)).toEqual([
      {
        tool: 'python',
        line: 7,
        column: null,
        severity: 'error',
        message: 'SyntaxError: invalid syntax',
        code: null,
      },
    ]);
    expect(pythonFindings('')).toEqual([]);
  });
});
